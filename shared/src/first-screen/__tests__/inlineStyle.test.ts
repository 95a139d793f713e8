import { inlineStyle } from '../inlineStyle';

test('a style sheet is written into the page only as it would apply there', () => {
  expect(inlineStyle('https://remote.example/a.css', '.a{color:red}')).toBe(
    '<style data-href="https://remote.example/a.css">.a{color:red}</style>',
  );
  // Nothing in it closes the element early.
  expect(inlineStyle('/a.css', '.a::after{content:"</style><script>"}')).toBe(
    '<style data-href="/a.css">.a::after{content:"<\\/style><script>"}</style>',
  );
  // Files named relative to the sheet would be looked for beside the page: linked instead.
  expect(inlineStyle('/a.css', '.a{background:url(bg.png)}')).toBeNull();
  expect(inlineStyle('/a.css', ".a{background:url('/bg.png')}")).toBeNull();
  expect(inlineStyle('/a.css', '@import "b.css";')).toBeNull();
  expect(inlineStyle('/a.css', '.a{background:url(data:image/png;base64,AA==)}')).not.toBeNull();
});
