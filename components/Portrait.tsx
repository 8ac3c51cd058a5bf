// The founder's portrait: AVIF and WebP sources made at build time, JPEG fallback, lazy (below the fold).
import type { Picture } from './props.ts';

const sizes = 'min(26rem, 70vw)';

export function Portrait({ image, alt, example }: { image: Picture; alt: string; example: string }) {
  const picture = (
    <picture className="portrait">
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        src={image.src}
        srcSet={image.srcset}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
  return image.example ? (
    <div>
      <p className="example-label">{example}</p>
      {picture}
    </div>
  ) : (
    picture
  );
}
