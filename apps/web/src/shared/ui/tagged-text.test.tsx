import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { TaggedText } from './tagged-text.tsx';

const render = {
  agreement: (content: string) => <a href="#a">{content}</a>,
  privacy: (content: string) => <b>{content}</b>,
};

describe('TaggedText', () => {
  it('renders each tag with its renderer and keeps the words around them', () => {
    const html = renderToStaticMarkup(
      <TaggedText
        text="I agree to the <agreement>Agreement</agreement> and <privacy>Policy</privacy>."
        render={render}
      />,
    );
    expect(html).toBe('I agree to the <a href="#a">Agreement</a> and <b>Policy</b>.');
  });

  it('keeps the translator’s word order', () => {
    const html = renderToStaticMarkup(
      <TaggedText text="<privacy>P</privacy>と<agreement>A</agreement>に同意" render={render} />,
    );
    expect(html).toBe('<b>P</b>と<a href="#a">A</a>に同意');
  });

  it('shows the content of an unknown tag as text', () => {
    expect(renderToStaticMarkup(<TaggedText text="a <x>b</x> c" render={render} />)).toBe('a b c');
  });
});
