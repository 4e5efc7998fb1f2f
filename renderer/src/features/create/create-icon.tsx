export const createIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x="2.5" y="4" width="12" height="9" rx="1.2" />
    <path d="M5 7.5h5M5 10h3.5M8.5 13v3M5.5 16.5h6" />
    <path d="M16 2.5v4M14 4.5h4" />
  </svg>
);
