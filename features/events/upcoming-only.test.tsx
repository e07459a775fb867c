import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { UpcomingOnly } from './upcoming-only';

const minute = 60_000;
const ends = [10 * minute, 20 * minute, 30 * minute, 40 * minute];

function List({ limit }: { readonly limit?: number }) {
  return (
    <ul>
      <UpcomingOnly endsAt={ends} limit={limit} empty={<li>Rien à venir</li>}>
        {ends.map((end) => (
          <li key={end}>{`fin ${end / minute}`}</li>
        ))}
      </UpcomingOnly>
    </ul>
  );
}

const shownItems = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('UpcomingOnly', () => {
  afterEach(() => jest.useRealTimers());

  it('renders, on the server, the items the build listed up to the limit', () => {
    jest.useFakeTimers({ now: 35 * minute });
    const html = renderToString(<List limit={3} />);
    expect(html).toContain('fin 10');
    expect(html).toContain('fin 30');
    expect(html).not.toContain('fin 40');
  });

  it('hides, once hydrated, the items that have ended and fills the limit with the next ones', async () => {
    jest.useFakeTimers({ now: 15 * minute });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<List limit={2} />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <List limit={2} />);
    });
    expect(shownItems()).toEqual(['fin 20', 'fin 30']);
    container.remove();
  });

  it('lets an item leave when it ends while the page is open', () => {
    jest.useFakeTimers({ now: 19 * minute });
    render(<List />);
    expect(shownItems()).toEqual(['fin 20', 'fin 30', 'fin 40']);
    act(() => jest.advanceTimersByTime(2 * minute));
    expect(shownItems()).toEqual(['fin 30', 'fin 40']);
  });

  it('says so when everything has ended', () => {
    jest.useFakeTimers({ now: 40 * minute });
    render(<List />);
    expect(shownItems()).toEqual(['Rien à venir']);
  });
});
