import { render, screen } from '@testing-library/react';
import { fill, formatDay } from '@/lib/i18n/format';
import { dayFromIso } from '@/lib/opening-status';
import { StayDatesPicker } from '@/features/stays/request/stay-dates-picker';
import { stayFlowWords } from '@/features/stays/request/stay-flow-words';

describe('the stay calendar', () => {
  it('takes a departure typed before its arrival for no stay, and asks for the departure again', () => {
    const words = stayFlowWords.nl.picker;
    const today = dayFromIso('2026-12-01');
    render(
      <StayDatesPicker
        lang="nl"
        words={words}
        types={[]}
        unit=""
        arrival="2026-12-20"
        departure="2026-12-18"
        today={today}
        end={today + 120}
        onDates={() => undefined}
        onClose={() => undefined}
      />,
    );
    // Never « van zondag 20 december tot vrijdag 18 december (-2 nachten) » (the Dutch reader).
    expect(screen.getByText(fill(words.pickDeparture, { arrival: formatDay('nl', dayFromIso('2026-12-20')) }))).toBeInTheDocument();
    expect(screen.queryByText(/-\d+ nacht/)).toBeNull();
  });
});
