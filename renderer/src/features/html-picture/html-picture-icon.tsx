export const htmlPictureIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x="2.5" y="3" width="15" height="13" rx="1.5" />
    <path d="M2.5 6.5h15M6.5 9.5 4.5 11.5l2 2M13.5 9.5l2 2-2 2M11 9l-2 5" />
  </svg>
);
