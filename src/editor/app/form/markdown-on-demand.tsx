/**
 * The form library's Markdown (markdown-to-jsx), loaded when first drawn: @rjsf/core draws it only
 * for Markdown descriptions and help (the editor's schema has none) and its own error texts about
 * an unusable schema, yet imports it in every field. vite-config.ts puts this module in its place
 * for @rjsf/core; until the real one has loaded, the text shows as it is written.
 */
import { lazy, Suspense, type ComponentProps } from 'react';

const Loaded = lazy(() => import('markdown-to-jsx/react').then((module) => ({ default: module.Markdown })));

export function Markdown(props: ComponentProps<typeof Loaded>) {
  return (
    <Suspense fallback={<span>{typeof props.children === 'string' ? props.children : null}</span>}>
      <Loaded {...props} />
    </Suspense>
  );
}
