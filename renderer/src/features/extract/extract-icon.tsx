export const extractIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M4 2.5h7l3 3V9M4 2.5v15h5" />
    <path d="M6.5 7h5M6.5 10h3" />
    <rect x="11" y="12" width="6.5" height="5.5" rx="1" />
    <path d="m11.5 17 1.8-1.8 1.2 1.2 1-1 1.5 1.5" />
  </svg>
);
