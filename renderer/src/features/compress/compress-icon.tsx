export const compressIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M5 2.5h7l3.5 3.5v11.5H5z" />
    <path d="M10 5v3.5M8 7l2 2 2-2M10 15v-3.5M8 13l2-2 2 2" />
  </svg>
);
