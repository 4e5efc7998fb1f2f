export const markdownPictureIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x="2" y="4.5" width="16" height="11" rx="1.5" />
    <path d="M5 12.5v-5l2 2.5 2-2.5v5M13.5 7.5v5M11.5 10.5l2 2 2-2" />
  </svg>
);
