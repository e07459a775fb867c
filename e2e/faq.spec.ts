import { expect, test } from '@playwright/test';

// The questions page, sampled in Dutch (the page-wide specs walk it in every language): reached from
// the booking terms by its theme's link, a question opened by the keyboard, a review in its own language.
test(
  'a Dutch visitor goes from the booking terms to the cancellation answers, opens one and reads a French review marked as such',
  { tag: '@desktop' },
  async ({ page }) => {
    await page.goto('/nl/accommodaties/');
    await page.getByRole('link', { name: 'Vragen over annuleren? Lees de antwoorden' }).click();
    await expect(page).toHaveURL(/\/nl\/veelgestelde-vragen\/#annulation$/);
    const theme = page.getByRole('region', { name: 'Annuleren' });
    await expect(theme).toBeInViewport();

    const question = theme.getByText('Wat gebeurt er als we moeten annuleren?');
    const answer = theme.getByText(/hangt af van wanneer je annuleert/);
    await expect(answer).toBeHidden();
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();

    const pets = page.getByRole('region', { name: 'Huisdieren' });
    await pets.getByText('Mogen we onze hond meenemen?').click();
    await expect(pets).toContainText(/voor €\s?10 per dier per nacht/);

    const reviews = page.getByRole('region', { name: 'Wat onze gasten zeggen' });
    const french = reviews.getByRole('listitem').filter({ has: page.locator('blockquote[lang="fr"]') });
    await expect(french.locator('blockquote')).toHaveText('Un chalet propre et bien équipé, un accueil chaleureux. Nous reviendrons !');
    await expect(french).toContainText('Geschreven in het Frans');
    // The seed shows a review of a meal: only stays are called verified, and the meal's review says it is not.
    await expect(reviews).toContainText('Reviews over een verblijf zijn gecontroleerd');
    await expect(reviews.getByRole('listitem').filter({ hasText: 'maaltijd in' })).toContainText('(niet gecontroleerd)');
  },
);
