import React from 'react';
import { gatherServerStyles, SERVER_CLASS_NAMES_ATTRIBUTE } from './features/performance/serverStyles';

type HtmlProps = {
  htmlAttributes: React.HtmlHTMLAttributes<HTMLHtmlElement>;
  headComponents: React.ReactNode;
  bodyAttributes: React.HTMLAttributes<HTMLBodyElement>;
  preBodyComponents: React.ReactNode;
  body: string;
  postBodyComponents: React.ReactNode;
};

/** Gatsby's default document, with emotion's server styles gathered into the head (features/performance/serverStyles.ts). */
export default function Html({ htmlAttributes, headComponents, bodyAttributes, preBodyComponents, body, postBodyComponents }: HtmlProps) {
  const styles = gatherServerStyles(body);
  const classNames = { [SERVER_CLASS_NAMES_ATTRIBUTE]: styles.classes.names.join(' ') };
  return (
    <html {...htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta httpEquiv="x-ua-compatible" content="ie=edge" />
        <meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no" />
        {headComponents}
        {styles.globals.map(({ dataEmotion, css }) => (
          <style key={dataEmotion} data-emotion={dataEmotion} data-s="" dangerouslySetInnerHTML={{ __html: css }} />
        ))}
        {styles.classes.names.length > 0 && <style {...classNames} dangerouslySetInnerHTML={{ __html: styles.classes.css }} />}
      </head>
      <body {...bodyAttributes}>
        {preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: styles.body }} />
        {postBodyComponents}
      </body>
    </html>
  );
}
