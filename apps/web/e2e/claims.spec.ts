import { addDays, pragueToday } from '@insurance-web/validation';
import { expect, type Request, test } from '@playwright/test';
import { closeStatusDialog, dataLayer, formSection, typeAfterPrefix } from './forms';
import { storedRequests, uniqueName } from './support';

/*
 * The claim pages as a person after an accident uses them: on /hlaseni-skody the nonstop claims line
 * first, what to do at the scene and what to have ready; on /online/hlaseni-skody the claim-report
 * request (a call-back about the claim, labelled as such, not the general help form): its empty
 * submit's messages, each naming a field on screen, then a request stored by the sandbox as its own
 * kind with its exact payload. Neither page says a claim can be reported online.
 */

const LINE = { name: '800 100 900', href: 'tel:+420800100900' };
const FORM = 'Požádat o nahlášení škody telefonem';
const isClaimReport = (request: Request) =>
  request.url().endsWith('/api/v1.0/rest/web/v2/form/claim-report') && request.method() === 'POST';

test('/hlaseni-skody: the nonstop line first, what to do at the scene, what to have ready', async ({
  page,
}) => {
  await page.goto('/hlaseni-skody');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Hlášení škody' })).toBeVisible();
  await expect(main.getByRole('link', { name: `Volat ${LINE.name}` })).toHaveAttribute('href', LINE.href);

  const steps = main
    .getByRole('list')
    .filter({ has: page.getByRole('heading', { name: 'Zajistěte bezpečí' }) });
  await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
    'Zajistěte bezpečí',
    'Při zranění volejte 155 nebo 112',
    'Policii volejte na 158, když je to potřeba',
    'Sepište záznam o dopravní nehodě',
    'Vyfoťte místo a poškození',
    'Vinu na místě nepřiznávejte',
    'Nahlaste nám škodu',
  ]);
  await expect(
    main.getByRole('heading', { level: 2, name: 'Po nehodě: co udělat hned na místě' }),
  ).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Co si připravit' })).toBeVisible();
  for (const item of [
    'Číslo pojistné smlouvy',
    'Údaje druhého účastníka',
    'Záznam o dopravní nehodě',
    'Číslo účtu',
  ]) {
    await expect(main.getByRole('heading', { level: 3, name: item, exact: true })).toBeVisible();
  }
  // The phone box: the same line as a link, said nonstop.
  await expect(main.getByRole('link', { name: LINE.name, exact: true })).toHaveAttribute('href', LINE.href);
  await expect(main).toContainText('nonstop, 7 dní v týdnu');
  // The way to the request, and no promise of reporting online anywhere in the page's own words.
  await expect(main.getByRole('link', { name: FORM }).first()).toHaveAttribute(
    'href',
    '/online/hlaseni-skody/',
  );
  await expect(main).not.toContainText(/online/i);
});

test('/online/hlaseni-skody: a claim-report request, its empty submit said field by field, then stored as its own kind', async ({
  page,
}) => {
  const posted: Request[] = [];
  page.on('request', (request) => {
    if (isClaimReport(request)) posted.push(request);
  });
  await page.goto('/online/hlaseni-skody');
  const main = page.getByRole('main');
  await expect(main).not.toContainText(/online/i);
  await expect(main.getByRole('link', { name: `Volat ${LINE.name}` })).toHaveAttribute('href', LINE.href);
  const form = await formSection(page, FORM);
  // The anchor of the form this page had before (/online/hlaseni-skody#hlaseni) still leads to the form.
  await expect(page.locator('#hlaseni').getByRole('heading', { name: FORM })).toBeVisible();
  await expect(
    form.getByText('Nechte nám číslo a likvidátor vám zavolá a škodu s vámi sepíše.'),
  ).toBeVisible();

  // Empty: a message under every required field, each naming the field it is under; nothing sent.
  await form.getByRole('button', { name: 'Odeslat žádost' }).click();
  const firstKind = form.getByRole('radio', { name: 'Dopravní nehoda – povinné ručení' });
  await expect(firstKind).toBeFocused();
  await expect(firstKind).toHaveAccessibleDescription(/Druh škody je povinný údaj\./);
  await expect(form.getByRole('textbox', { name: /^Datum události/ })).toHaveAccessibleDescription(
    /Datum události je povinný údaj\./,
  );
  await expect(form.getByRole('textbox', { name: /^Jméno a příjmení/ })).toHaveAccessibleDescription(
    /Jméno a příjmení je povinný údaj\./,
  );
  await expect(form.getByRole('textbox', { name: /^Telefon/ })).toHaveAccessibleDescription(
    /Telefon je povinný údaj\./,
  );
  await expect(
    form.getByRole('checkbox', { name: /zpracováním svých osobních údajů/ }),
  ).toHaveAccessibleDescription(/Souhlas je povinný údaj\./);
  // Five messages, no more (the optional fields have nothing to say), none naming another form's field.
  await expect(form.locator('p', { hasText: /je povinný údaj\.$/ })).toHaveCount(5);
  await expect(form).not.toContainText('Dotaz');
  expect(posted).toEqual([]);

  // Filled in as a visitor does: yesterday in Prague, typed the Czech way.
  const [year, month, day] = addDays(pragueToday(new Date()), -1).split('-');
  const name = uniqueName('skoda');
  const description = 'Při couvání na parkovišti jsem narazila do sloupu, prasklé zadní světlo.';
  await form
    .getByRole('radio', { name: 'Dopravní nehoda nebo poškození auta – havarijní pojištění' })
    .check();
  await form
    .getByRole('textbox', { name: /^Datum události/ })
    .fill(`${Number(day)}. ${Number(month)}. ${year}`);
  await form.getByRole('textbox', { name: /^SPZ nebo číslo smlouvy/ }).fill('1AB 2345');
  await form.getByRole('textbox', { name: /^Jméno a příjmení/ }).fill(name);
  await typeAfterPrefix(form.getByRole('textbox', { name: /^Telefon/ }), '601 123 456');
  await form.getByRole('textbox', { name: /^Stručný popis/ }).fill(description);
  await form.getByRole('checkbox', { name: /zpracováním svých osobních údajů/ }).check();
  const sent = page.waitForRequest(isClaimReport);
  await form.getByRole('button', { name: 'Odeslat žádost' }).click();
  const expected = {
    claimType: 'CASCO',
    eventDate: `${year}-${month}-${day}`,
    policyOrPlate: '1AB 2345',
    name,
    phone: '+420 601 123 456',
    email: '',
    description,
    personalDataConsent: true,
  };
  expect((await sent).postDataJSON()).toStrictEqual(expected);

  const thanks = page.getByRole('dialog', { name: 'Žádost jsme přijali' });
  await expect(
    thanks.getByText(
      'Likvidátor vám zavolá na číslo +420 601 123 456 nejpozději následující pracovní den a škodu s vámi sepíše.',
    ),
  ).toBeVisible();
  await expect(thanks.getByRole('link', { name: LINE.name })).toHaveAttribute('href', LINE.href);
  // Stored once, as a claim report: not a need-help lead.
  const stored = storedRequests(name);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    endpoint: 'claimReport',
    method: 'POST',
    path: '/api/v1.0/rest/web/v2/form/claim-report',
  });
  expect(stored[0]?.payload).toStrictEqual(expected);
  // Analytics name the form, never the claim or the person.
  const events = await dataLayer(page);
  expect(events).toContainEqual({ event: 'Odeslani formulare', label: 'claim-report' });
  expect(JSON.stringify(events)).not.toMatch(/1AB|sloupu|Nováková/);
  await closeStatusDialog(thanks);
  await expect(form.getByRole('textbox', { name: /^Jméno a příjmení/ })).toHaveValue('');
  expect(posted).toHaveLength(1);
});
