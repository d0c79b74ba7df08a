/**
 * Emotion's server render writes a `<style data-emotion="css name">` before each styled element, inside the body.
 * In the browser, emotion's cache then moved every one of them into `<head>` (twice: once out of the way of
 * hydration, once into its sheet) while the scripts started, and Chrome computed the whole page's style again
 * (features/performance/README.md, "Server styles"). The document (src/html.tsx) gathers them into `<head>` at build
 * time instead, where the browser finds them before the first paint and nothing moves them:
 * - the global sheets (Chakra's layer order, reset and tokens) stay emotion's own tags, marked `data-s` like the
 *   tags emotion has already placed, so its cache leaves them; Chakra's `<Global>` still finds them by name;
 * - the class rules go into one tag whose `data-emotion-names` lists their names; the browser's cache
 *   (theme/emotionCache.ts) reads them, so it neither inserts those rules again nor moves the tag.
 */
export const SERVER_CLASS_NAMES_ATTRIBUTE = 'data-emotion-names';

export type GlobalStyle = { dataEmotion: string; css: string };
export type ServerStyles = {
  /** the body without emotion's style tags */
  body: string;
  /** in document order */
  globals: GlobalStyle[];
  /** every class rule of the page once, in document order */
  classes: { names: string[]; css: string };
};

// emotion's own output: no other attribute, and CSS holds no "</style"
const EMOTION_STYLE = /<style data-emotion="(css(?:-global)?) ([^"]+)">([\s\S]*?)<\/style>/g;

export function gatherServerStyles(bodyHtml: string): ServerStyles {
  const globals: GlobalStyle[] = [];
  const names: string[] = [];
  const rules: string[] = [];
  const seenTags = new Set<string>();
  const body = bodyHtml.replace(EMOTION_STYLE, (_tag, key: string, tagNames: string, css: string) => {
    const dataEmotion = `${key} ${tagNames}`;
    if (seenTags.has(dataEmotion)) return ''; // a part rendered twice (Suspense, islands) wrote its rules twice
    seenTags.add(dataEmotion);
    if (key === 'css-global') globals.push({ dataEmotion, css });
    else {
      names.push(...tagNames.split(' '));
      rules.push(css);
    }
    return '';
  });
  return { body, globals, classes: { names, css: rules.join('') } };
}
