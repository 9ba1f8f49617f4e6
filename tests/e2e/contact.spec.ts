import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { expect, test, type Page } from 'playwright/test'
import { contactGuards, contactOutcomes } from '@/lib/contact/contactRules'
import { freePort, startSite, type RunningSite } from '@/scripts/siteServer'
import { settings } from '@/tests/e2e/support/dataset'
import { holdScripts, literally, openPage } from '@/tests/e2e/support/page'
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
const sent = (page: Page) => page.getByText(say.sent)
const errorText = (page: Page, message: string) => page.getByText(message, { exact: true })

const family = '👩‍👩‍👧‍👦' // four people joined by zero-width joiners: 11 UTF-16 units
const flag = '🇫🇷' // two regional indicators: 4 UTF-16 units
const emoji = [family, flag, '👍🏽', '🏳️‍🌈', '😀']

/** Counts the posts the page makes to the Function. */
function countPosts(page: Page) {
  let posts = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/contact')) posts++
  })
  return () => posts
}

/** One answer (this site has no token: "not set up"), and no second post once it is in. */
async function expectSentOnce(page: Page, posts: () => number) {
  await expect(page.getByText(say.notSetUp)).toBeVisible({ timeout: 5000 })
  await expect(sendButton(page)).toBeEnabled()
  await page.waitForTimeout(500)
  expect(posts()).toBe(1)
}

test.describe('contact form', () => {
  test('the fields are labelled, read either direction, cap and count what I see, and offline a message fails and is kept', async ({
    page,
    context,
  }) => {
    await openPage(page, '/contact')
    await test.step('labelled, editable, dir="auto"', async () => {
      for (const label of labels) {
        await expect(field(page, label)).toBeEditable()
        await expect(field(page, label)).toHaveAttribute('dir', 'auto')
      }
      await expect(field(page, 'Email')).toHaveAttribute('type', 'email')
    })
    await test.step('Arabic and Hebrew read right-to-left', async () => {
      const direction = (label: Label) =>
        field(page, label).evaluate((element) => ({
          matches: element.matches(':dir(rtl)') ? 'rtl' : 'ltr',
          computed: getComputedStyle(element).direction,
        }))
      await field(page, 'Message').fill('مرحبا، لدي خبر عن قانون العمل الجديد.')
      await expect.poll(() => direction('Message')).toEqual({ matches: 'rtl', computed: 'rtl' })
      await field(page, 'Name').fill('דנה כהן')
      await expect.poll(() => direction('Name')).toEqual({ matches: 'rtl', computed: 'rtl' })
      await field(page, 'Message').fill('A note in English.')
      await expect.poll(() => direction('Message')).toEqual({ matches: 'ltr', computed: 'ltr' })
    })
    await test.step('the counter counts characters as a reader sees them', async () => {
      await field(page, 'Message').fill('')
      await expect(page.getByText('0/1000')).toBeVisible()
      await field(page, 'Message').pressSequentially('Hello')
      await expect(page.getByText('5/1000')).toBeVisible()
      await field(page, 'Message').press('Backspace')
      await expect(page.getByText('4/1000')).toBeVisible()
      // Five emoji of 11, 4, 4, 6 and 2 UTF-16 units: five characters to a reader.
      await field(page, 'Message').pressSequentially(emoji.join(''))
      await expect(page.getByText('9/1000')).toBeVisible()
      await expect(field(page, 'Message')).toHaveValue(`Hell${emoji.join('')}`)
      await field(page, 'Message').fill(family.repeat(999))
      await field(page, 'Message').pressSequentially(`${flag}${flag}`)
      await expect(page.getByText('1000/1000')).toBeVisible()
      await expect(field(page, 'Message')).toHaveValue(family.repeat(999) + flag)
    })
    await test.step('caps of 100, 255, 200 and 1000 characters, typed or pasted', async () => {
      const limits = { Name: 100, Email: 255, Subject: 200, Message: 1000 } as const
      for (const label of labels) {
        await field(page, label).fill('x'.repeat(limits[label] + 5))
        await expect(field(page, label)).toHaveValue('x'.repeat(limits[label]))
      }
      await field(page, 'Name').fill('x'.repeat(95))
      await field(page, 'Name').pressSequentially('x'.repeat(10))
      await expect(field(page, 'Name')).toHaveValue('x'.repeat(100))
    })
    await test.step('offline, sending fails with a message and keeps what I typed', async () => {
      await fillValidMessage(page)
      await context.setOffline(true)
      await sendButton(page).click()
      await expect(page.getByText(say.failed)).toBeVisible()
      await expect(sent(page)).toHaveCount(0)
      await expectKept(page)
      await context.setOffline(false)
    })
  })

  test(
    'sending an empty form shows a toast, marks every field invalid and puts each error directly below its field',
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
    },
  )

  test('typing clears only its field’s error; a name of spaces and a bad address are errors', async ({
    page,
  }) => {
    await openPage(page, '/contact')
    await sendButton(page).click()
    await expect(errorText(page, 'Name is required')).toBeVisible()
    await field(page, 'Name').pressSequentially('D')
    await expect(errorText(page, 'Name is required')).toHaveCount(0)
    await expect(field(page, 'Name')).not.toHaveAttribute('aria-invalid', 'true')
    for (const message of ['Invalid email address', 'Subject is required', 'Message is required'])
      await expect(errorText(page, message)).toBeVisible()

    await fillValidMessage(page)
    await field(page, 'Name').fill('     ')
    await sendButton(page).click()
    await expect(errorText(page, 'Name is required')).toBeVisible()
    for (const label of ['Email', 'Subject', 'Message'] as const)
      await expect(field(page, label)).not.toHaveAttribute('aria-invalid', 'true')

    await field(page, 'Name').fill(validMessage.Name)
    await field(page, 'Email').fill('not-an-address')
    await sendButton(page).click()
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Invalid email address')
    await expect(field(page, 'Name')).not.toHaveAttribute('aria-invalid', 'true')
  })

  for (const [name, sendTwice] of Object.entries({
    'a double click': (page: Page) => sendButton(page).dblclick(),
    'Enter pressed twice in a field': async (page: Page) => {
      await field(page, 'Subject').press('Enter')
      await field(page, 'Subject').press('Enter')
    },
  }))
    test(`${name} while the form’s rules are still loading sends once`, async ({ page }) => {
      const posts = countPosts(page)
      await openPage(page, '/contact')
      // The rules load on first focus; held back, the first submit waits for them.
      const scripts = await holdScripts(page)
      await fillValidMessage(page)
      await expect.poll(scripts.count).toBeGreaterThan(0)
      await sendTwice(page)
      await scripts.release()
      await expectSentOnce(page, posts)
    })

  test('two submits that land before the page re-renders send once', async ({ page }) => {
    const posts = countPosts(page)
    await openPage(page, '/contact')
    await fillValidMessage(page)
    await sendButton(page).evaluate((button) => {
      const form = (button as HTMLButtonElement).form!
      form.requestSubmit(button as HTMLButtonElement)
      form.requestSubmit(button as HTMLButtonElement)
    })
    await expectSentOnce(page, posts)
    // The guard lets go once the send is over: the next message is sent too.
    await sendButton(page).click()
    await expect.poll(posts).toBe(2)
  })
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

  for (const [scenario, prepare] of [
    [
      'an empty form, sent from where the page opens (every target at least 24 × 24 px)',
      async (page: Page) => {
        // The skip link shows on the first Tab; its size is measured while it shows.
        await page.keyboard.press('Tab')
        const skipLink = page.getByRole('link', { name: 'Skip to content' })
        await expect(skipLink).toBeFocused()
        const { width, height } = (await skipLink.boundingBox())!
        expect(Math.min(width, height)).toBeGreaterThanOrEqual(24)
      },
    ],
    [
      'a form without its message, sent after scrolling down to the button',
      async (page: Page) => {
        for (const label of ['Name', 'Email', 'Subject'] as const)
          await field(page, label).fill(validMessage[label])
        await sendButton(page).scrollIntoViewIfNeeded()
      },
    ],
    [
      'an empty form scrolled until its first field sits just under the header',
      async (page: Page) => {
        const { y } = (await field(page, 'Name').boundingBox())!
        await page.evaluate((by) => window.scrollBy(0, by), y - 80)
        await expect
          .poll(async () => (await field(page, 'Name').boundingBox())!.y)
          .toBeLessThan(100)
      },
    ],
  ] as const) {
    test(`the error toast covers no field in error: ${scenario}`, async ({ page }) => {
      await openPage(page, '/contact')
      await prepare(page)
      await sendButton(page).click()
      await expect(page.getByText('Please fix the errors in the form')).toBeVisible()
      const toast = await toastArea(page)
      let checked = 0
      for (const label of labels) {
        if ((await field(page, label).getAttribute('aria-invalid')) !== 'true') continue
        checked++
        const fieldLabel = page.locator(`label[for="contact-${label.toLowerCase()}"]`)
        for (const part of [field(page, label), fieldLabel]) {
          const box = (await part.boundingBox())!
          for (const covering of toast)
            expect(overlaps(box, covering), `the toast covers the ${label} field`).toBe(false)
        }
      }
      expect(checked).toBeGreaterThan(0)
      // The field the reader is taken to is on screen.
      const focused = page.locator(':focus')
      await expect(focused).toHaveAttribute('aria-invalid', 'true')
      await expect(focused).toBeInViewport({ ratio: 1 })
      // Nothing scrolls sideways.
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width).toBeLessThanOrEqual(page.viewportSize()!.width)
      // The toast's close button is among the targets.
      await expect(page.getByRole('button', { name: 'Close toast' })).toBeVisible()
      expect(await smallTargets(page)).toEqual([])
    })
  }
})

test('the contact details give the mailto links, phone and hours, address and reply time', async ({
  page,
}) => {
  await page.goto('/contact')
  const details = page.getByRole('complementary', { name: 'Contact information' })
  const { email, mediaEmail, phone, address } = settings.contact
  for (const mailbox of [email, mediaEmail])
    await expect(details.getByRole('link', { name: mailbox, exact: true })).toHaveAttribute(
      'href',
      `mailto:${mailbox}`,
    )
  await expect(details.getByText(/media inquiries/i).first()).toBeVisible()
  // The number may use non-breaking spaces and hyphens so it never wraps; they read the same.
  const phonePattern = new RegExp(
    `^${literally(phone).source.replace(/ /g, '\\s').replace(/\\?-/g, '[-\\u2010\\u2011]')}$`,
  )
  await expect(details.getByText(phonePattern)).toBeVisible()
  await expect(details.getByText('Mon-Fri 9am-6pm EST')).toBeVisible()
  for (const line of address) await expect(details.getByText(line, { exact: true })).toBeVisible()
  await expect(
    page
      .getByRole('main')
      .getByText(/within 24 hours/)
      .first(),
  ).toBeVisible()
})

test('a site whose messages are not set up says so and gives the address, with or without scripts', async ({
  page,
  browser,
}) => {
  await openPage(page, '/contact')
  await fillValidMessage(page)
  await sendButton(page).click()
  await expect(page.getByText(say.notSetUp)).toBeVisible()
  await expectKept(page)
  const noScripts = await browser.newPage({ javaScriptEnabled: false })
  await noScripts.goto('/contact')
  await fillValidMessage(noScripts)
  await sendButton(noScripts).click()
  await expect(noScripts.getByRole('alert').filter({ hasText: say.notSetUp })).toBeVisible()
  await expectKept(noScripts)
  for (const shown of [page, noScripts]) await expect(sent(shown)).toHaveCount(0)
  await noScripts.close()
})

test('Apply Now opens the form with the subject filled in; the privacy page says how long a message is kept', async ({
  page,
}) => {
  await openPage(page, '/careers')
  const apply = page.getByRole('link', { name: /^Apply Now: / }).first()
  const title = (await apply.getAttribute('aria-label'))!.replace('Apply Now: ', '')
  await apply.click()
  await expect(field(page, 'Subject')).toHaveValue(`Application: ${title}`)
  await page.goto('/privacy')
  await expect(
    page.getByText(`deleted ${contactGuards.keptDays} days after it arrives`),
  ).toBeVisible()
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
  const stored = () =>
    lake.store.all().filter(({ _type }) => _type === 'contactMessage') as Record<string, unknown>[]
  const storedFrom = (message: Record<Label, string>) =>
    stored().filter(
      ({ name, email, subject, message: text }) =>
        name === message.Name &&
        email === message.Email &&
        subject === message.Subject &&
        text === message.Message,
    )
  const typed = {
    Name: 'דנה <b>Whitfield</b>',
    Email: 'dana.whitfield@example.com',
    Subject: `Tip: "pay" & 'ranges' ${flag}`,
    Message: `Line one,\nline two: ${emoji.join('')} <script>alert(1)</script>`,
  }
  const api = (address: string, headers: Record<string, string> = {}) => ({
    headers: { accept: 'application/json', 'cf-connecting-ip': address, ...headers },
  })
  const valid = {
    name: 'Dana',
    email: 'dana@example.com',
    subject: 'Tip',
    message: 'A note.',
    [contactGuards.shownAt]: String(Date.now() - 60_000),
  }

  test('a message typed in the form is kept exactly as typed, after a store that failed said so', async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ 'cf-connecting-ip': '10.0.1.1' })
    await openPage(page, `${site.url}/contact`)
    await fillValidMessage(page, typed)
    // A person takes a moment; the Function refuses a form sent sooner.
    await page.waitForTimeout(contactGuards.minimumFillMs)
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/contact', async (route) => (await held, route.continue()))
    lake.faults.add({ status: 500 }, { endpoint: 'mutate' })
    await sendButton(page).click()
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    release()
    await expect(page.getByText(say.failed)).toBeVisible()
    await expectKept(page, typed)
    expect(storedFrom(typed)).toEqual([])
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(sent(page)).toBeVisible()
    for (const label of labels) await expect(field(page, label)).toHaveValue('')
    expect(storedFrom(typed)).toEqual([expect.objectContaining({ handled: false })])
  })

  // Every rule and its message is contactSchema.test.ts's: here, that the Function applies them.
  test('a refused rule, the honeypot, the time trap, other sites, oversized bodies and other methods are refused, and nothing is kept', async ({
    request,
  }) => {
    const post = (data: Record<string, string>, headers = {}) => ({
      method: 'POST',
      ...api('10.0.2.1', headers),
      data: { ...valid, ...data },
    })
    const refusals = [
      ['a name of spaces', post({ name: '  ' }), 422, { name: 'Name is required' }],
      [
        'a message too long',
        post({ message: 'x'.repeat(1001) }),
        422,
        { message: 'Message must be less than 1000 characters' },
      ],
      ['the honeypot', post({ [contactGuards.honeypot]: 'x' }), 403, 'refused'],
      ['the time trap', post({ [contactGuards.shownAt]: String(Date.now()) }), 422, 'tooFast'],
      ['another site', post({}, { origin: 'https://elsewhere.example' }), 403],
      ['a cross-site post', post({}, { 'sec-fetch-site': 'cross-site' }), 403],
      ['an oversized body', post({ message: 'x'.repeat(contactGuards.maxBodyBytes) }), 413],
      ['GET', { method: 'GET' }, 405],
      ['PUT', { method: 'PUT' }, 405],
    ] as const
    const before = stored().length
    for (const [name, options, status, answered] of refusals) {
      const answer = await request.fetch(`${site.url}/api/contact`, options)
      expect(answer.status(), name).toBe(status)
      if (typeof answered === 'string')
        expect(await answer.json(), name).toEqual({ outcome: answered, errors: {} })
      else if (answered)
        expect(await answer.json(), name).toEqual({ outcome: 'invalid', errors: answered })
      else if (status === 405) expect(answer.headers().allow).toBe('POST')
    }
    expect(stored()).toHaveLength(before)
  })

  test('the limit per address counts form-encoded posts, as a browser without scripts sends them', async ({
    request,
  }) => {
    const post = (address: string, how: 'form' | 'data') =>
      request.post(`${site.url}/api/contact`, { ...api(address), [how]: valid })
    const before = stored().length
    for (let count = 0; count < contactGuards.perAddressPerHour; count++)
      expect((await post('10.0.3.1', 'form')).status()).toBe(201)
    const refused = await post('10.0.3.1', 'data')
    expect([refused.status(), await refused.json()]).toEqual([
      429,
      { outcome: 'tooMany', errors: {} },
    ])
    expect((await post('10.0.3.2', 'data')).status()).toBe(201)
    expect(stored()).toHaveLength(before + contactGuards.perAddressPerHour + 1)
  })

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
    lake.faults.add({ status: 500 }, { endpoint: 'mutate' })
    await sendButton(page).click()
    await expect(page.getByRole('alert').filter({ hasText: say.failed })).toBeVisible()
    await expectKept(page, fixed)
    await sendButton(page).click()
    await expect(page.getByRole('alert').filter({ hasText: say.sent })).toBeVisible()
    await expect(field(page, 'Name')).toHaveValue('')
    expect(storedFrom(fixed)).toHaveLength(1)
    await page.close()
  })

  test('the daily job deletes the messages older than the privacy page says, and only those', async () => {
    const day = 86_400_000
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day).toISOString()
    const message = (id: string) => ({
      _id: id,
      _type: 'contactMessage',
      name: 'Old',
      handled: true,
    })
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
