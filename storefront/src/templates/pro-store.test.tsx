import { render } from '@testing-library/react';
import React from 'react';
import { Head } from './pro-store';

type HeadProps = React.ComponentProps<typeof Head>;
const head = (code: string | null) => ({ pageContext: { code, paths: [] } }) as unknown as HeadProps;

describe('/pro/v1/store head', () => {
  it('describes the whole catalogue and each category page for search engines', () => {
    render(<Head {...head(null)} />);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Catalogue professionnel de Maison Chaleur : prix HT/);
    render(<Head {...head('rd')} />);
    const descriptions = [...document.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content'));
    expect(descriptions[1]).toMatch(/^Radiateurs/);
  });
});
