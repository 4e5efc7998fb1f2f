export const revampIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x="2.5" y="4" width="15" height="10.5" rx="1.5" />
    <path d="M5.5 11.5l3-3 2 2 4-4" />
    <path d="M7 17.5h6" />
  </svg>
);
