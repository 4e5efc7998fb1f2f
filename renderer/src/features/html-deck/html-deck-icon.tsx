export const htmlDeckIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M5 5.5 2.5 8 5 10.5M9 5.5l2.5 2.5L9 10.5" />
    <rect x="8.5" y="10" width="9" height="7" rx="1" />
    <path d="M10.5 12.5h5M10.5 14.5h3" />
  </svg>
);
