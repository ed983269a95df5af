import createCache, { type StylisPlugin } from '@emotion/cache';

/**
 * Emotion's cache for the component tests, without the style rules whose selectors use `:has()`: MUI's native
 * select brings six (`.MuiInputBase-root:has(> …)`, setting only the custom properties `--_caret` and
 * `--_endAdornment`). jsdom's getComputedStyle matches every style rule against the element, and nwsapi parses a
 * `:has()` argument again on every match; Testing Library asks for the computed style of each element a `getByRole`
 * considers (is it hidden?). On a page with a native select those rules were a third of the test's time (the search
 * page's 24 tests: 42.1 → 26.4 s). jsdom lays nothing out, so the tests use its styles only to tell hidden from
 * shown, which no `:has()` rule of MUI decides. One cache for the whole file, as Emotion's default: each style is
 * inserted once, not once per test.
 */
const withoutHasSelectors: StylisPlugin = (element) => {
  if (element.type !== 'rule') return;
  const selectors = ([] as string[]).concat(element.props);
  const kept = selectors.filter((selector) => !selector.includes(':has('));
  if (kept.length === selectors.length) return;
  element.props = kept;
  // A rule left without a selector is dropped whole (stylis writes nothing for a rule without content).
  if (kept.length === 0) element.children = [];
};

export const emotionTestCache = createCache({ key: 'css', stylisPlugins: [withoutHasSelectors] });
