import type { ReactNode } from 'react';
import { useDropzone } from 'react-dropzone';

/** The whole window accepts dropped files; an overlay says where they go. Row reordering drags carry no files. */
export function WindowDropZone(props: { label: string; onDrop: (files: File[]) => void; children: ReactNode }) {
  const { getRootProps, isDragActive } = useDropzone({ noClick: true, noKeyboard: true, onDrop: props.onDrop });
  return (
    <div {...getRootProps({ className: 'window-drop' })}>
      {props.children}
      {isDragActive ? (
        <div className="drop-overlay" role="status">
          <div className="drop-overlay__card">
            <svg viewBox="0 0 48 48" aria-hidden="true" className="drop-overlay__icon">
              <path d="M24 8v24m-9-9 9 9 9-9M10 38h28" />
            </svg>
            <p>{props.label}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
