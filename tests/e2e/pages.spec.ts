import { expect, test } from 'playwright/test'
import { aboutPage, benefits, careersPage, privacyPage } from '@/tests/e2e/support/dataset'

test.describe('About page', () => {
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
      await expect(
        whoWeServe.getByRole('heading', { level: 2, name: 'Who We Serve' }),
      ).toBeVisible()
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
})

test.describe('Privacy page', () => {
  test('the policy was last updated on January 15, 2026, has ten sections and speaks of children under 13', async ({
    page,
  }) => {
    await page.goto('/privacy')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyPage.title)
    // The site writes dates in AP style: January 15, 2026 reads "Jan. 15, 2026".
    const updated = page.getByText('Jan. 15, 2026', { exact: true })
    await expect(updated).toBeVisible()
    await expect(updated).toHaveAttribute('datetime', '2026-01-15')
    await expect(page.locator('time[datetime="2026-01-15"]')).toHaveCount(1)
    const headings = page.getByRole('main').getByRole('region').getByRole('heading', { level: 2 })
    await expect(headings).toHaveCount(10)
    await expect(headings).toHaveText(privacyPage.sections.map(({ heading }) => heading))
    await expect(page.getByText(/children under 13/).first()).toBeVisible()
  })

  test('the contents list jumps to each section', async ({ page }) => {
    await page.goto('/privacy')
    const contents = page.getByRole('navigation', { name: 'Contents' })
    await expect(contents.getByRole('link')).toHaveCount(10)
    const last = privacyPage.sections.at(-1)!.heading
    await contents.getByRole('link', { name: last, exact: true }).click()
    await expect(page.getByRole('heading', { level: 2, name: last, exact: true })).toBeInViewport()
  })
})

test.describe('Careers page', () => {
  test('the values are Excellence, Integrity and Innovation, and four benefits are listed', async ({
    page,
  }) => {
    await page.goto('/careers')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(careersPage.title)
    for (const name of ['Excellence', 'Integrity', 'Innovation'])
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible()
    expect(benefits).toHaveLength(4)
    for (const { title } of benefits)
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible()
  })

  const openings = [
    ['Senior HR Reporter', 'Editorial', 'Remote'],
    ['Data Analyst - HR Insights', 'Analytics', 'New York'],
    ['Content Marketing Manager', 'Marketing', 'Remote'],
    ['Business Development Associate', 'Sales', 'Hybrid NYC'],
  ] as const

  test('four open positions are listed, each with its department, place and Full-time', async ({
    page,
  }) => {
    await page.goto('/careers')
    const positions = page
      .getByRole('region', { name: 'Open Positions' })
      .getByRole('heading', { level: 3 })
    await expect(positions).toHaveText(openings.map(([title]) => title))
    for (const [title, department, location] of openings) {
      await test.step(title, async () => {
        const job = page.getByRole('article', { name: title, exact: true })
        await expect(job.getByRole('heading', { name: title, exact: true })).toBeVisible()
        await expect(job.getByText(department, { exact: true })).toBeVisible()
        await expect(job.getByText(location, { exact: true })).toBeVisible()
        await expect(job.getByText('Full-time', { exact: true })).toBeVisible()
      })
    }
  })

  test('every opening has an Apply Now link to the contact page', async ({ page }) => {
    await page.goto('/careers')
    const apply = page.getByRole('link', { name: /^Apply Now/ })
    await expect(apply).toHaveCount(4)
    for (let index = 0; index < 4; index++) {
      await expect(apply.nth(index)).toHaveAttribute('href', '/contact')
    }
  })

  test('Apply Now opens the contact form', async ({ page }) => {
    await page.goto('/careers')
    await page
      .getByRole('link', { name: /^Apply Now/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByLabel('Message', { exact: true })).toBeVisible()
  })

  test('Get in Touch links to the contact page', async ({ page }) => {
    await page.goto('/careers')
    await expect(page.getByRole('link', { name: 'Get in Touch', exact: true })).toHaveAttribute(
      'href',
      '/contact',
    )
  })
})
