// The founder's portrait: AVIF and WebP sources made at build time, JPEG fallback, lazy (below the fold).
import type { Picture } from './props.ts';

export function Portrait({ image, alt }: { image: Picture; alt: string }) {
  return (
    <picture className="portrait">
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes="min(26rem, 70vw)" />
      ))}
      <img src={image.src} width={image.width} height={image.height} alt={alt} loading="lazy" decoding="async" />
    </picture>
  );
}
