export const resizeIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x="2.5" y="5" width="11" height="11" rx="1.5" />
    <path d="M11 2.5h6.5V9M17.5 2.5 11.5 8.5" />
  </svg>
);
