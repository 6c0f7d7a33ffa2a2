import { useEffect, useRef } from 'react';
import type { DrawnImage } from '../parse/documents-and-video/document-video-model';

/** An image the worker drew, as RGBA, on a canvas: a page of a PDF, a frame of a video. */
export function RgbaCanvas({ image, label, className }: { image: DrawnImage; label: string; className: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.putImageData(new ImageData(new Uint8ClampedArray(image.rgba), image.width, image.height), 0, 0);
  }, [image]);
  return <canvas ref={canvas} className={className} width={image.width} height={image.height} role="img" aria-label={label} />;
}
