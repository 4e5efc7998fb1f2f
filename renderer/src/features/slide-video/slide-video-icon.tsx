export const slideVideoIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x="2.5" y="3.5" width="15" height="10" rx="1.5" />
    <path d="m8.5 6.5 3.5 2-3.5 2zM2.5 16.5h15M6 15.5v2M14 15.5v2" />
  </svg>
);
