import { expect, test } from 'playwright/test'
import { aboutPage, benefits, careersPage, jobs, privacyPage } from '@/tests/e2e/support/dataset'

// What the seed's pages hold (four areas, ten sections, four openings) is queries.test.ts.

test('the About page shows its mission, areas, audiences and commitment', async ({ page }) => {
  await page.goto('/about')
  const main = page.getByRole('main')
  for (const text of [aboutPage.mission.text, aboutPage.commitment.text])
    await expect(main.getByText(text, { exact: true })).toBeVisible()
  for (const { title } of aboutPage.pillars)
    await expect(main.getByRole('heading', { name: title, exact: true })).toBeVisible()
  const whoWeServe = page.getByRole('region', { name: 'Who We Serve' })
  await expect(whoWeServe.getByRole('heading', { level: 3 })).toHaveText(
    aboutPage.audiences.map(({ title }) => title),
  )
})

test('the privacy policy dates its last update and its contents jump to its sections', async ({
  page,
}) => {
  await page.goto('/privacy')
  await expect(page.locator(`time[datetime="${privacyPage.lastUpdated}"]`)).toHaveCount(1)
  const headings = page.getByRole('main').getByRole('region').getByRole('heading', { level: 2 })
  await expect(headings).toHaveText(privacyPage.sections.map(({ heading }) => heading))
  const contents = page.getByRole('navigation', { name: 'Contents' })
  await expect(contents.getByRole('link')).toHaveCount(privacyPage.sections.length)
  const last = privacyPage.sections.at(-1)!.heading
  await contents.getByRole('link', { name: last, exact: true }).click()
  await expect(page.getByRole('heading', { level: 2, name: last, exact: true })).toBeInViewport()
})

test('Careers shows its values and benefits, and every opening applies through the contact page', async ({
  page,
}) => {
  await page.goto('/careers')
  for (const { title } of [...careersPage.values, ...benefits])
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible()
  for (const { title, department, location, type } of jobs) {
    const job = page.getByRole('article', { name: title, exact: true })
    for (const fact of [department, location, type])
      await expect(job.getByText(fact, { exact: true }), `${title}: ${fact}`).toBeVisible()
  }
  const apply = page.getByRole('link', { name: /^Apply Now/ })
  await expect(apply).toHaveCount(jobs.length)
  for (const [index, link] of (await apply.all()).entries())
    await expect(link).toHaveAttribute(
      'href',
      `/contact?subject=${encodeURIComponent(`Application: ${jobs[index]!.title}`)}`,
    )
  await expect(page.getByRole('link', { name: 'Get in Touch', exact: true })).toHaveAttribute(
    'href',
    '/contact',
  )
})
