export const splitIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x="5" y="2.5" width="10" height="7" rx="1.2" />
    <path d="M10 9.5v2M5.5 13.5 3.5 12M14.5 13.5l2-1.5" />
    <rect x="2" y="13.5" width="7" height="4.5" rx="1" />
    <rect x="11" y="13.5" width="7" height="4.5" rx="1" />
  </svg>
);
