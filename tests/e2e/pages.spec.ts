import { expect, test } from 'playwright/test'
import { aboutPage, benefits, careersPage, privacyPage } from '@/tests/e2e/support/dataset'

test('the About page states the mission, covers four areas, serves three audiences and ends with Our Commitment', async ({
  page,
}) => {
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutPage.title)
  await test.step('mission', async () => {
    await expect(
      page.getByRole('heading', { name: aboutPage.mission.title, exact: true }),
    ).toBeVisible()
    await expect(page.getByText(aboutPage.mission.text, { exact: true })).toBeVisible()
  })
  await test.step('what it covers', async () => {
    for (const name of [
      'Leadership & Strategy',
      'Industry Intelligence',
      'Best Practices',
      'Future of Work',
    ])
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible()
  })
  await test.step('Who We Serve', async () => {
    const whoWeServe = page.getByRole('region', { name: 'Who We Serve' })
    await expect(whoWeServe.getByRole('heading', { level: 2, name: 'Who We Serve' })).toBeVisible()
    await expect(whoWeServe.getByRole('listitem')).toHaveCount(3)
    await expect(whoWeServe.getByRole('heading', { level: 3 })).toHaveText(
      aboutPage.audiences.map(({ title }) => title),
    )
  })
  await test.step('Our Commitment', async () => {
    await expect(page.getByRole('heading', { name: 'Our Commitment', exact: true })).toBeVisible()
    await expect(page.getByText(aboutPage.commitment.text, { exact: true })).toBeVisible()
  })
})

test('the privacy policy was last updated on January 15, 2026, has ten sections, speaks of children under 13 and its contents jump to them', async ({
  page,
}) => {
  await page.goto('/privacy')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyPage.title)
  // The site writes dates in AP style: January 15, 2026 reads "Jan. 15, 2026".
  const updated = page.getByText('Jan. 15, 2026', { exact: true })
  await expect(updated).toHaveAttribute('datetime', '2026-01-15')
  await expect(page.locator('time[datetime="2026-01-15"]')).toHaveCount(1)
  const headings = page.getByRole('main').getByRole('region').getByRole('heading', { level: 2 })
  await expect(headings).toHaveText(privacyPage.sections.map(({ heading }) => heading))
  await expect(headings).toHaveCount(10)
  await expect(page.getByText(/children under 13/).first()).toBeVisible()
  const contents = page.getByRole('navigation', { name: 'Contents' })
  await expect(contents.getByRole('link')).toHaveCount(10)
  const last = privacyPage.sections.at(-1)!.heading
  await contents.getByRole('link', { name: last, exact: true }).click()
  await expect(page.getByRole('heading', { level: 2, name: last, exact: true })).toBeInViewport()
})

const openings = [
  ['Senior HR Reporter', 'Editorial', 'Remote'],
  ['Data Analyst - HR Insights', 'Analytics', 'New York'],
  ['Content Marketing Manager', 'Marketing', 'Remote'],
  ['Business Development Associate', 'Sales', 'Hybrid NYC'],
] as const

test('Careers lists three values, four benefits and four full-time openings, each applying through the contact page', async ({
  page,
}) => {
  await page.goto('/careers')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(careersPage.title)
  await test.step('values and benefits', async () => {
    expect(benefits).toHaveLength(4)
    for (const name of ['Excellence', 'Integrity', 'Innovation', ...benefits.map((b) => b.title)])
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible()
  })
  await test.step('open positions', async () => {
    await expect(
      page.getByRole('region', { name: 'Open Positions' }).getByRole('heading', { level: 3 }),
    ).toHaveText(openings.map(([title]) => title))
    for (const [title, department, location] of openings) {
      const job = page.getByRole('article', { name: title, exact: true })
      for (const fact of [department, location, 'Full-time'])
        await expect(job.getByText(fact, { exact: true }), `${title}: ${fact}`).toBeVisible()
    }
    const apply = page.getByRole('link', { name: /^Apply Now/ })
    await expect(apply).toHaveCount(openings.length)
    for (const [index, link] of (await apply.all()).entries())
      await expect(link).toHaveAttribute(
        'href',
        `/contact?subject=${encodeURIComponent(`Application: ${openings[index]![0]}`)}`,
      )
  })
  await expect(page.getByRole('link', { name: 'Get in Touch', exact: true })).toHaveAttribute(
    'href',
    '/contact',
  )
})
