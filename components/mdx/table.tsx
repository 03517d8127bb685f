import type { ComponentProps } from 'react';

/** Tables scroll inside their own box, so a 320 px screen never scrolls the whole page sideways. */
export function Table(props: ComponentProps<'table'>) {
  return (
    <div className="table-scroll" role="region" aria-label="Table" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

/** Code blocks scroll on their own too, and take keyboard focus so they can be scrolled without a mouse. */
export function Pre(props: ComponentProps<'pre'>) {
  return <pre {...props} tabIndex={0} />;
}
