import { expect, test, type Locator, type Page } from 'playwright/test'
import {
  article,
  authorOf,
  categories,
  dateText,
  featuredStory,
  publishedSiteUrl,
  topics,
} from '@/tests/e2e/support/dataset'
import { shareLinks } from '@/app/_components/article/shareLinks'
import { storyLabel } from '@/lib/content/labels'
import { centerOf, holdScripts, literally, openPage, restPointerOn } from '@/tests/e2e/support/page'
import { partTitles } from '@/schemas/vocabulary'

// The story the home page leads with, whatever the snapshot calls it.
const story = featuredStory()
const byline = authorOf(story)
const path = `/article/${story.slug.current}`
const articleUrl = `${publishedSiteUrl}${path}`

const shareSection = (page: Page) => page.getByRole('region', { name: 'Share this article' })

test('an article shows its badge, byline, hero, key points, sources and share links', async ({
  page,
}) => {
  await page.goto(path)
  const main = page.getByRole('main')
  await test.step('Back to Home leads home', async () => {
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
  })
  await test.step('the badge names the topic, or the first topic where that is a status or a section', async () => {
    expect(story.topic).toBeTruthy()
    // "Featured Story" says how a story is put forward (the flag says that, by the build's
    // clock), and "Analysis" would read as the Analytics section: the story's topics name it.
    const topicNames = (story.topics ?? []).map(
      ({ _ref }) => topics.find(({ _id }) => _id === _ref)!.name,
    )
    const badge = storyLabel(
      [story.topic!, ...topicNames],
      categories.map(({ name }) => name),
    )
    expect(badge).toBeTruthy()
    await expect(main.locator('header').first().getByText(badge, { exact: true })).toBeVisible()
  })
  await test.step('the byline links to its author, with read time and date', async () => {
    const header = main.getByRole('article').first()
    await expect(header.getByRole('link', { name: byline.name, exact: true })).toHaveAttribute(
      'href',
      `/author/${byline.slug.current}`,
    )
    await expect(header.getByText(`By ${byline.name}`, { exact: true })).toBeVisible()
    await expect(header.getByText(/^\d+ min read$/)).toBeVisible()
    await expect(header.getByText(dateText(story), { exact: true }).first()).toBeVisible()
  })
  await test.step('the hero image has its alt text and credit line', async () => {
    const hero = main.getByRole('figure').first()
    await expect(hero.getByRole('img')).toHaveAccessibleName(story.hero.alt)
    expect(story.hero.credit).toBeTruthy()
    await expect(hero.getByText(story.hero.credit!, { exact: true })).toBeVisible()
  })
  await test.step('the body follows the key points and what-it-means structure', async () => {
    await expect(page.getByRole('heading', { name: `${partTitles.diveBrief}:` })).toBeVisible()
    await expect(page.getByText(`${partTitles.diveInsight}:`, { exact: true })).toBeVisible()
  })
  await test.step('the sources open in a new tab', async () => {
    const sources = page.getByRole('region', { name: 'Sources' })
    await expect(sources.getByRole('link')).toHaveCount(story.citations.length)
    for (const citation of story.citations) {
      // Found by its address: one source's headline may be part of another's.
      const link = sources.locator(`a[href="${citation.url}"]`)
      await expect(link).toHaveAccessibleName(new RegExp(`^${literally(citation.title).source}`))
      await expect(link).toHaveAttribute('target', '_blank')
    }
  })
  // The share addresses for a page and title are shareLinks.test.ts's: here, this page's.
  await test.step('LinkedIn, Facebook and Twitter share the published URL in a new window', async () => {
    for (const [network, href] of Object.entries(shareLinks(articleUrl, story.headline))) {
      const link = shareSection(page).getByRole('link', { name: new RegExp(network, 'i') })
      await expect(link).toHaveAttribute('href', href)
      await expect(link).toHaveAttribute('target', '_blank')
    }
  })
})

test('the Verizon article has no Back to Home link', async ({ page }) => {
  await page.goto('/article/verizon-slur-title-vii')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    article('verizon-slur-title-vii').headline,
  )
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveCount(0)
})

test.describe('copying the link', () => {
  const copyButton = (page: Page) =>
    shareSection(page).getByRole('button', { name: 'Copy link for Instagram' })
  const expectLinkCopied = async (page: Page) => {
    await expect(page.getByText('Link copied to clipboard!')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(articleUrl)
  }

  test.beforeEach(async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    await openPage(page, path)
  })

  test(
    'Copy link for Instagram copies the article URL and confirms it',
    { tag: '@gate' },
    async ({ page }) => {
      await copyButton(page).click()
      await expectLinkCopied(page)
    },
  )

  const presses = {
    'a click': {
      down: async (page: Page, button: Locator) => {
        const { x, y } = await centerOf(button)
        await page.mouse.move(x, y)
        await page.mouse.down()
      },
      up: (page: Page) => page.mouse.up(),
    },
    'a press of Space': {
      down: async (page: Page, button: Locator) => {
        await button.focus()
        await page.keyboard.down(' ')
      },
      up: (page: Page) => page.keyboard.up(' '),
    },
  }
  for (const [name, press] of Object.entries(presses)) {
    test(`${name} begun while the tooltips load still copies the link`, async ({ page }) => {
      const scripts = await holdScripts(page)
      const button = copyButton(page)
      await button.scrollIntoViewIfNeeded()
      await expect.poll(scripts.count).toBeGreaterThan(0)
      await press.down(page, button)
      await scripts.release()
      await press.up(page)
      await expectLinkCopied(page)
      // Once the press is over, the control gains its tooltip.
      await expect(button).toHaveAttribute('data-state')
    })
  }
})

test('a share tooltip opens after a short delay, the next one at once, and Escape closes it', async ({
  page,
}) => {
  await openPage(page, path)
  const tooltip = page.getByRole('tooltip')
  const linkedin = shareSection(page).getByRole('link', { name: /LinkedIn/ })
  await linkedin.scrollIntoViewIfNeeded()
  const first = await centerOf(linkedin)
  const hoveredAt = Date.now()
  await page.mouse.move(first.x, first.y, { steps: 4 })
  // Not at once: the specification sets a 700 ms open delay.
  await expect(tooltip).toHaveCount(0)
  await restPointerOn(page, linkedin, tooltip.filter({ hasText: 'Share on LinkedIn' }))
  const delay = Date.now() - hoveredAt
  expect(delay).toBeGreaterThanOrEqual(600)
  expect(delay).toBeLessThan(3000)

  const facebook = shareSection(page).getByRole('link', { name: /Facebook/ })
  const next = await centerOf(facebook)
  await page.mouse.move(next.x, next.y, { steps: 2 })
  await restPointerOn(page, facebook, tooltip.filter({ hasText: 'Share on Facebook' }))
  // Within the 300 ms skip delay the next tooltip opens at once, not after 700 ms.
  await expect(facebook).toHaveAttribute('data-state', 'instant-open')

  await page.keyboard.press('Escape')
  await expect(tooltip).toHaveCount(0)
})
