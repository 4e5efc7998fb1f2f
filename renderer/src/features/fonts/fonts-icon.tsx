export const fontsIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M3 16.5 8 3.5h1l5 13M5 12h7" />
    <path d="M14.5 9.5h3M16 8v9" />
  </svg>
);
