export const ocrIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M2.5 6V3.5H5M15 3.5h2.5V6M17.5 14v2.5H15M5 16.5H2.5V14" />
    <path d="M6 7h8M6 10h8M6 13h5" />
  </svg>
);
