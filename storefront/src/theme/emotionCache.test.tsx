import { ClassNames, css } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import React from 'react';
import { Providers } from '../components/layout/Providers';
import { SERVER_CLASS_NAMES_ATTRIBUTE } from '../features/performance/serverStyles';

const onServer = css({ color: 'rgb(101, 63, 43)' });
const onlyInBrowser = css({ color: 'rgb(191, 152, 126)' });
// emotion's sheet may insert its rules through the CSSOM, leaving the tag's text empty
const rulesOf = (tag: HTMLStyleElement) => Array.from(tag.sheet?.cssRules ?? []).map((rule) => rule.cssText).join('');
const tagsWith = (name: string) => Array.from(document.querySelectorAll('style')).filter((tag) => rulesOf(tag).includes(`.css-${name}`));

describe('the browser emotion cache', () => {
  it('keeps the class rules the static HTML holds where they are, and adds only the missing ones', () => {
    // the head as src/html.tsx writes it
    document.head.innerHTML = `<style ${SERVER_CLASS_NAMES_ATTRIBUTE}="${onServer.name}">.css-${onServer.name}{${onServer.styles}}</style>`;
    const serverTag = document.head.firstElementChild;
    const removed: Node[] = [];
    const observer = new MutationObserver((records) => records.forEach((record) => removed.push(...Array.from(record.removedNodes))));
    observer.observe(document.head, { childList: true });

    render(
      <Providers>
        <ClassNames>{({ css: className }) => <p className={className(onServer)}>Radiateur à inertie</p>}</ClassNames>
        <ClassNames>{({ css: className }) => <p className={className(onlyInBrowser)}>Sèche-serviettes</p>}</ClassNames>
      </Providers>,
    );

    expect(screen.getByText('Radiateur à inertie')).toHaveClass(`css-${onServer.name}`);
    expect(tagsWith(onServer.name)).toEqual([serverTag]);
    expect(tagsWith(onlyInBrowser.name)).toHaveLength(1);
    observer.takeRecords().forEach((record) => removed.push(...Array.from(record.removedNodes)));
    expect(removed).not.toContain(serverTag);
    observer.disconnect();
  });
});
