export const videoIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x="2.5" y="4.5" width="11" height="11" rx="1.5" />
    <path d="m13.5 8.5 4-2.5v8l-4-2.5" />
  </svg>
);
