export const mergeIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x="2.5" y="3" width="7" height="9" rx="1.2" />
    <rect x="10.5" y="3" width="7" height="9" rx="1.2" />
    <path d="M6 12v2.5a1.5 1.5 0 0 0 1.5 1.5h5a1.5 1.5 0 0 0 1.5-1.5V12M10 16v2" />
  </svg>
);
