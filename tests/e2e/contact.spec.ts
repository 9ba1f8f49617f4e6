import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { expect, test, type Page } from 'playwright/test'
import { contactGuards, contactOutcomes } from '@/lib/contact/contactRules'
import { freePort, startSite, type RunningSite } from '@/scripts/siteServer'
import { settings } from '@/tests/e2e/support/dataset'
import { holdScripts, openPage } from '@/tests/e2e/support/page'
import { startContentLake, type ContentLake } from '@/tests/contract/server/contentLake'

const labels = ['Name', 'Email', 'Subject', 'Message'] as const
type Label = (typeof labels)[number]
const field = (page: Page, label: Label) => page.getByLabel(label, { exact: true })
const validMessage = {
  Name: 'Dana Whitfield',
  Email: 'dana.whitfield@example.com',
  Subject: 'Story tip on pay transparency',
  Message: 'Our state passed a new pay-range disclosure law last week.',
} as const

async function fillValidMessage(page: Page, message: Record<Label, string> = validMessage) {
  for (const label of labels) await field(page, label).fill(message[label])
}

async function expectKept(page: Page, message: Record<Label, string> = validMessage) {
  for (const label of labels) await expect(field(page, label)).toHaveValue(message[label])
}

const say = contactOutcomes(settings.contact.email)
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send Message' })
const errorText = (page: Page, message: string) => page.getByText(message, { exact: true })

const family = '👩‍👩‍👧‍👦' // four people joined by zero-width joiners: 11 UTF-16 units
const flag = '🇫🇷' // two regional indicators: 4 UTF-16 units

test.describe('contact form', () => {
  test('the fields take a subject from a link; a second submit sends nothing more, while the form’s rules load or before the page re-renders; the fields are labelled, read either direction, cap and count what I see, and offline a message fails and is kept', async ({
    page,
    context,
  }) => {
    let posts = 0
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/contact')) posts++
    })
    /** The send is answered, and no second post follows. */
    const sendsOnce = async (send: () => Promise<void>) => {
      const answered = page.waitForResponse('**/api/contact')
      const before = posts
      await send()
      await answered
      await expect(sendButton(page)).toBeEnabled()
      await page.waitForTimeout(500)
      expect(posts).toBe(before + 1)
    }
    // Careers' Apply Now links give the subject (their addresses are content.test.ts's).
    await openPage(page, `/contact?subject=${encodeURIComponent('Application: Editor')}`)
    await expect(field(page, 'Subject')).toHaveValue('Application: Editor')
    await test.step('a second submit sends nothing more', async () => {
      // The rules load on first focus; held back, the first submit waits for them.
      const scripts = await holdScripts(page)
      await fillValidMessage(page)
      await expect.poll(scripts.count).toBeGreaterThan(0)
      await sendsOnce(async () => {
        await sendButton(page).dblclick()
        await scripts.release()
      })
      // This site has no token: the answer says so and gives the address.
      await expect(page.getByText(say.notSetUp)).toBeVisible()
      // The guard lets go once the send is over: the next message is sent, once.
      await sendsOnce(() =>
        sendButton(page).evaluate((button) => {
          const form = (button as HTMLButtonElement).form!
          form.requestSubmit(button as HTMLButtonElement)
          form.requestSubmit(button as HTMLButtonElement)
        }),
      )
    })
    await test.step('labelled, editable, dir="auto"', async () => {
      for (const label of labels) {
        await expect(field(page, label)).toBeEditable()
        await expect(field(page, label)).toHaveAttribute('dir', 'auto')
      }
      await expect(field(page, 'Email')).toHaveAttribute('type', 'email')
    })
    await test.step('Arabic reads right-to-left', async () => {
      await field(page, 'Message').fill('مرحبا، لدي خبر عن قانون العمل الجديد.')
      const direction = (element: Element) => [
        element.matches(':dir(rtl)'),
        getComputedStyle(element).direction,
      ]
      await expect.poll(() => field(page, 'Message').evaluate(direction)).toEqual([true, 'rtl'])
    })
    // How characters are counted and capped is characters.test.ts's: here, that the form does.
    await test.step('the counter and the cap count characters as a reader sees them', async () => {
      await field(page, 'Message').fill('')
      await expect(page.getByText('0/1000')).toBeVisible()
      await field(page, 'Message').fill(family.repeat(999))
      await field(page, 'Message').pressSequentially(`${flag}${flag}`)
      await expect(page.getByText('1000/1000')).toBeVisible()
      await expect(field(page, 'Message')).toHaveValue(family.repeat(999) + flag)
      // An email input has no caret to place: pasted past its cap, it is cut all the same.
      await field(page, 'Email').fill('x'.repeat(260))
      await expect(field(page, 'Email')).toHaveValue('x'.repeat(255))
    })
    await test.step('offline, sending fails with a message and keeps what I typed', async () => {
      await fillValidMessage(page)
      await context.setOffline(true)
      await sendButton(page).click()
      await expect(page.getByText(say.failed)).toBeVisible()
      await expectKept(page)
      await context.setOffline(false)
    })
  })

  test(
    'sending an empty form shows a toast, marks every field invalid and puts each error directly below its field; typing clears only its field’s error',
    { tag: '@gate' },
    async ({ page }) => {
      await openPage(page, '/contact')
      await sendButton(page).click()
      await expect(page.getByText('Please fix the errors in the form')).toBeVisible()
      const errors = [
        ['Name', 'Name is required'],
        ['Email', 'Invalid email address'],
        ['Subject', 'Subject is required'],
        ['Message', 'Message is required'],
      ] as const
      for (const [label, message] of errors) {
        // The message's description goes on with its counter.
        await expect(field(page, label)).toHaveAccessibleDescription(
          label === 'Message' ? new RegExp(`^${message}\\b`) : message,
        )
        await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true')
        await expect(errorText(page, message)).toBeVisible()
      }
      // Measured once focus has moved to the first invalid field.
      await expect(field(page, 'Name')).toBeFocused()
      for (const [label, message] of errors) {
        const input = (await field(page, label).boundingBox())!
        const error = (await errorText(page, message).boundingBox())!
        expect(error.y, `${message} is below ${label}`).toBeGreaterThanOrEqual(
          input.y + input.height - 1,
        )
        expect(error.y, `${message} is close to ${label}`).toBeLessThan(input.y + input.height + 60)
      }
      await field(page, 'Name').pressSequentially('D')
      await expect(errorText(page, 'Name is required')).toHaveCount(0)
      await expect(field(page, 'Name')).not.toHaveAttribute('aria-invalid', 'true')
      for (const [, message] of errors.slice(1))
        await expect(errorText(page, message)).toBeVisible()
      // Sent again, focus moves to the first field still in error.
      await sendButton(page).click()
      await expect(field(page, 'Email')).toBeFocused()
    },
  )
})

test.describe('contact page on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  type Box = { x: number; y: number; width: number; height: number }
  const overlaps = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

  /** The toast and its close button, which Sonner draws over the toast's corner, once it is still. */
  async function toastArea(page: Page): Promise<Box[]> {
    const toast = page.locator('[data-sonner-toast]').first()
    await expect(toast).toBeVisible()
    // Sonner slides a toast in; measure where it comes to rest.
    let last = ''
    await expect
      .poll(async () => {
        const box = JSON.stringify(await toast.boundingBox())
        const still = box === last
        last = box
        return still
      })
      .toBe(true)
    return [
      (await toast.boundingBox())!,
      (await toast.locator('[data-close-button]').boundingBox())!,
    ]
  }

  /** Every link, button and field a pointer can aim at that is under 24 × 24 px (WCAG 2.5.8). */
  const smallTargets = (page: Page) =>
    page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLElement>(
          'a[href], button, input, textarea, select, summary, [tabindex]:not([tabindex="-1"])',
        ),
      ]
        .filter((element) => {
          if (!element.checkVisibility({ visibilityProperty: true })) return false
          // Shown only to screen readers (clipped away): not a target for a pointer.
          if (getComputedStyle(element).clipPath !== 'none') return false
          // WCAG 2.5.8 exempts a link inside a sentence: its size is the line's.
          const inSentence =
            getComputedStyle(element).display === 'inline' &&
            element.parentElement?.textContent?.trim() !== element.textContent?.trim()
          return !inSentence
        })
        .map((element) => ({
          name: `${element.tagName.toLowerCase()} “${(element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('name') ?? '').trim()}”`,
          box: element.getBoundingClientRect(),
        }))
        .filter(({ box }) => box.width < 24 || box.height < 24)
        .map(({ name, box }) => `${name}: ${Math.round(box.width)}×${Math.round(box.height)} px`),
    )

  test('the error toast covers no field in error, sent with the first field just under the header (every target at least 24 × 24 px)', async ({
    page,
  }) => {
    await openPage(page, '/contact')
    // The skip link shows on the first Tab; its size is measured while it shows.
    await page.keyboard.press('Tab')
    const skipLink = page.getByRole('link', { name: 'Skip to content' })
    await expect(skipLink).toBeFocused()
    const { width, height } = (await skipLink.boundingBox())!
    expect(Math.min(width, height)).toBeGreaterThanOrEqual(24)
    // Where the toast would cover the first field unless the form scrolls it clear.
    const { y } = (await field(page, 'Name').boundingBox())!
    await page.evaluate((by) => window.scrollBy(0, by), y - 80)
    await expect.poll(async () => (await field(page, 'Name').boundingBox())!.y).toBeLessThan(100)
    await sendButton(page).click()
    await expect(page.getByText('Please fix the errors in the form')).toBeVisible()
    const toast = await toastArea(page)
    for (const label of labels) {
      await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true')
      const fieldLabel = page.locator(`label[for="contact-${label.toLowerCase()}"]`)
      for (const part of [field(page, label), fieldLabel]) {
        const box = (await part.boundingBox())!
        for (const covering of toast)
          expect(overlaps(box, covering), `the toast covers the ${label} field`).toBe(false)
      }
    }
    // The field the reader is taken to is on screen.
    await expect(field(page, 'Name')).toBeFocused()
    await expect(field(page, 'Name')).toBeInViewport({ ratio: 1 })
    // Nothing scrolls sideways.
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(scrollWidth).toBeLessThanOrEqual(page.viewportSize()!.width)
    // The toast's close button is among the targets.
    await expect(page.getByRole('button', { name: 'Close toast' })).toBeVisible()
    expect(await smallTargets(page)).toEqual([])
  })
})

/**
 * The site served as the host serves it, its Function given a token for the stand-in of the
 * Sanity API. Each test writes from its own network address, so the limit per address is its own.
 */
test.describe('with messages set up', () => {
  test.describe.configure({ mode: 'default' })
  let lake: ContentLake
  let site: RunningSite
  test.beforeAll(async () => {
    lake = await startContentLake()
    site = await startSite('out', await freePort(), {
      ...lake.env({ SANITY_CONTACT_TOKEN: lake.tokens.write }),
    })
  })
  test.afterAll(async () => {
    await site?.stop()
    await lake?.close()
  })
  /** The stand-in holds the message exactly as typed. */
  const expectStored = ({ Name, Email, Subject, Message }: Record<Label, string>) =>
    expect(lake.store.all()).toContainEqual(
      expect.objectContaining({ name: Name, email: Email, subject: Subject, message: Message }),
    )
  const typed = {
    Name: 'דנה <b>Whitfield</b>',
    Email: 'dana.whitfield@example.com',
    Subject: `Tip: "pay" & 'ranges' ${flag}`,
    Message: `Line one,\nline two: ${family}${flag}👍🏽🏳️‍🌈😀 <script>alert(1)</script>`,
  }
  test('a message typed in the form is kept exactly as typed', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'cf-connecting-ip': '10.0.1.1' })
    await openPage(page, `${site.url}/contact`)
    await fillValidMessage(page, typed)
    // A person takes a moment; the Function refuses a form sent sooner.
    await page.waitForTimeout(contactGuards.minimumFillMs)
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/contact', async (route) => (await held, route.continue()))
    await sendButton(page).click()
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    release()
    await expect(page.getByText(say.sent)).toBeVisible()
    for (const label of labels) await expect(field(page, label)).toHaveValue('')
    expectStored(typed)
  })

  // Each refusal, the limit per address and a store that fails are contactFunction.test.ts's.
  test('without JavaScript the form posts to the Function, whose page keeps and escapes what I typed', async ({
    browser,
  }) => {
    const page = await browser.newPage({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'cf-connecting-ip': '10.0.4.1' },
    })
    const attempt = {
      ...typed,
      Name: `"><img id="injected" src=x>${typed.Name}`,
      Email: 'not-an-address',
    }
    await page.goto(`${site.url}/contact`)
    await fillValidMessage(page, attempt)
    await sendButton(page).click()
    await expect(page.getByRole('alert').filter({ hasText: say.invalid })).toBeVisible()
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Invalid email address')
    await expectKept(page, attempt)
    await expect(page.locator('#injected')).toHaveCount(0)
    const fixed = { ...attempt, Email: typed.Email }
    await field(page, 'Email').fill(fixed.Email)
    await sendButton(page).click()
    await expect(page.getByRole('alert').filter({ hasText: say.sent })).toBeVisible()
    await expect(field(page, 'Name')).toHaveValue('')
    expectStored(fixed)
    await page.close()
  })

  test('the daily job deletes the messages older than the privacy page says, and only those', async () => {
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString()
    const message = (id: string) => ({ _id: id, _type: 'contactMessage', handled: true })
    lake.store.transaction(
      [{ createOrReplace: message('old') }, { createOrReplace: message('drafts.old') }],
      at(contactGuards.keptDays + 1),
    )
    lake.store.transaction([{ createOrReplace: message('recent') }], at(contactGuards.keptDays - 1))
    // Run beside the stand-in, which answers from this process.
    const run = await promisify(execFile)('npx', ['tsx', 'scripts/pruneContactMessages.ts'], {
      env: { ...process.env, ...lake.env({ SANITY_CONTACT_TOKEN: lake.tokens.write }) },
    })
    expect(run.stdout, run.stderr).toContain(`deleted 1 older than ${contactGuards.keptDays} days`)
    expect(lake.store.get('old') ?? lake.store.get('drafts.old')).toBeUndefined()
    expect(lake.store.get('recent')).toBeDefined()
  })
})
