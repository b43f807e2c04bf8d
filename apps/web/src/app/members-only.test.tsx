import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../shared/storage/session.ts';
import { MembersOnly, mayOpen } from './members-only.tsx';

// antd-mobile's modules import CSS, which Node cannot load; its button is all the log-in panel uses.
vi.mock('antd-mobile', () => ({
  Button: ({ children, ...rest }: { children: React.ReactNode }) => <button {...rest}>{children}</button>,
}));

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const frame = { titleKey: 'screens.bankList', testId: 'bank-list-screen' };

function render(element: React.ReactNode): string {
  return renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);
}

describe('MembersOnly', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the screen to a member', () => {
    saveSession({ token: 't', account: '601123456789', isGuest: false });
    const html = render(
      <MembersOnly frame={frame}>
        <p data-testid="the-screen">cards</p>
      </MembersOnly>,
    );
    expect(html).toContain('data-testid="the-screen"');
    expect(html).not.toContain('login-required');
  });

  it('shows a visitor the screen’s frame holding the log-in panel, not the screen', () => {
    saveSession({ token: 't', account: '', isGuest: true });
    const html = render(
      <MembersOnly frame={frame}>
        <p data-testid="the-screen">cards</p>
      </MembersOnly>,
    );
    expect(html).not.toContain('the-screen');
    expect(html).toContain('data-testid="bank-list-screen"');
    expect(html).toContain('screens.bankList');
    expect(html).toContain('data-testid="login-required"');
  });

  it('turns away someone signed out, with what the frame shows everyone', () => {
    const html = render(
      <MembersOnly frame={{ ...frame, right: <b data-testid="right" />, lead: <i data-testid="lead" /> }}>
        <p data-testid="the-screen">cards</p>
      </MembersOnly>,
    );
    expect(html).not.toContain('the-screen');
    expect(html).toContain('data-testid="right"');
    expect(html.indexOf('data-testid="lead"')).toBeLessThan(html.indexOf('data-testid="login-required"'));
  });

  it('lets a visitor in where visitors are allowed, but not someone signed out', () => {
    const screen = <p data-testid="the-screen">notices</p>;
    expect(render(<MembersOnly frame={frame}>{screen}</MembersOnly>)).not.toContain('the-screen');
    saveSession({ token: 't', account: '', isGuest: true });
    expect(
      render(
        <MembersOnly frame={frame} allowVisitors>
          {screen}
        </MembersOnly>,
      ),
    ).toContain('the-screen');
  });

  it('decides members, visitors and the signed-out as the screens did', () => {
    const member = { token: 't', account: 'a', isGuest: false };
    const visitor = { token: 't', account: '', isGuest: true };
    expect([mayOpen(member), mayOpen(visitor), mayOpen(null)]).toEqual([true, false, false]);
    expect([mayOpen(member, true), mayOpen(visitor, true), mayOpen(null, true)]).toEqual([true, true, false]);
  });
});
