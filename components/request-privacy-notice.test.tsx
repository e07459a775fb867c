import { render, screen } from '@testing-library/react';
import { privacyNoticeIn, privacyNoticeWords } from '@/config/request-privacy';
import { RequestPrivacyNotice } from './request-privacy-notice';

describe('the data notice beside a request form', () => {
  it('shows the table form’s visitor the consent an allergy needs (GDPR art. 9(2)(a)), and the stay form’s no such line', () => {
    const { unmount } = render(<RequestPrivacyNotice notice={privacyNoticeIn('de', 'table')} id="table-privacy" />);
    expect(screen.getByRole('region', { name: privacyNoticeWords.de.title })).toHaveTextContent(privacyNoticeWords.de.healthData);
    unmount();
    render(<RequestPrivacyNotice notice={privacyNoticeIn('fr', 'stay')} id="stay-privacy" />);
    expect(screen.getByRole('region', { name: privacyNoticeWords.fr.title })).not.toHaveTextContent(/art\. 9/);
  });

  it('puts the CNIL’s link where each language names it: « an die französische Datenschutzbehörde CNIL richten »', () => {
    render(<RequestPrivacyNotice notice={privacyNoticeIn('de', 'voucher')} id="voucher-privacy" />);
    const link = screen.getByRole('link', { name: privacyNoticeWords.de.cnilLink });
    expect(link.closest('li')).toHaveTextContent(`Datenschutzbehörde ${privacyNoticeWords.de.cnilLink} richten.`);
  });
});
