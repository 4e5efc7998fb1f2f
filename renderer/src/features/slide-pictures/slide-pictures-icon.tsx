export const slidePicturesIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x="2.5" y="3.5" width="11" height="8" rx="1.2" />
    <rect x="6.5" y="8.5" width="11" height="8" rx="1.2" />
    <path d="m8.5 15 2.5-2.5 2 2 1.5-1.5 2 2" />
  </svg>
);
