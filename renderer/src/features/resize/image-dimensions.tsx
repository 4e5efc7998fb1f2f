import { useEffect, useState } from 'react';
import type { StagedItem } from '../../shared/panel/intake-store';

/** "· 4000 × 3000 px" from the dropped picture itself (no upload needed); nothing for files main added by path. */
export function ImageDimensions(props: { item: StagedItem }) {
  const { previewUrl } = props.item;
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    if (!previewUrl) return undefined;
    let live = true;
    const image = new Image();
    image.onload = () => {
      if (live) setSize({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.src = previewUrl;
    return () => {
      live = false;
    };
  }, [previewUrl]);
  return size ? <span className="staged__dimensions"> · {`${size.width} × ${size.height} px`}</span> : null;
}
