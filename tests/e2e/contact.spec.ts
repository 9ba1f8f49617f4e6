import { expect, test, type Page } from 'playwright/test'
import { settings } from '@/tests/e2e/support/dataset'
import { holdScripts, literally, openPage, untilHydrated } from '@/tests/e2e/support/page'

const field = (page: Page, label: 'Name' | 'Email' | 'Subject' | 'Message') =>
  page.getByLabel(label, { exact: true })
const validMessage = {
  Name: 'Dana Whitfield',
  Email: 'dana.whitfield@example.com',
  Subject: 'Story tip on pay transparency',
  Message: 'Our state passed a new pay-range disclosure law last week.',
} as const

async function fillValidMessage(page: Page) {
  for (const [label, value] of Object.entries(validMessage))
    await field(page, label as keyof typeof validMessage).fill(value)
}

async function expectValidMessageKept(page: Page) {
  for (const [label, value] of Object.entries(validMessage))
    await expect(field(page, label as keyof typeof validMessage)).toHaveValue(value)
}

const sendButton = (page: Page) => page.getByRole('button', { name: 'Send Message' })
const successMessage = "Message sent successfully! We'll get back to you soon."

const family = '👩‍👩‍👧‍👦' // four people joined by zero-width joiners: 11 UTF-16 units
const flag = '🇫🇷' // two regional indicators: 4 UTF-16 units
const emoji = [family, flag, '👍🏽', '🏳️‍🌈', '😀']

/** One success toast, and no second one once a second send would have finished. */
async function expectSentOnce(page: Page) {
  await expect(page.getByText(successMessage)).toBeVisible({ timeout: 5000 })
  await expect(sendButton(page)).toBeEnabled()
  // A second send, had one started, reports within the simulated delay.
  await page.waitForTimeout(1500)
  await expect(page.getByText(successMessage)).toHaveCount(1)
}

test.describe('contact form', () => {
  test('the form has labelled Name, Email, Subject and Message fields', async ({ page }) => {
    await page.goto('/contact')
    for (const label of ['Name', 'Email', 'Subject', 'Message'] as const) {
      await expect(field(page, label)).toBeVisible()
      await expect(field(page, label)).toBeEditable()
    }
    await expect(field(page, 'Email')).toHaveAttribute('type', 'email')
  })

  test('the fields cap their length at 100, 255, 200 and 1000 characters I see, typed or pasted', async ({
    page,
  }) => {
    await openPage(page, '/contact')
    const limits = { Name: 100, Email: 255, Subject: 200, Message: 1000 } as const
    for (const [label, limit] of Object.entries(limits)) {
      await field(page, label as keyof typeof limits).fill('x'.repeat(limit + 5))
      await expect(field(page, label as keyof typeof limits)).toHaveValue('x'.repeat(limit))
    }
    await field(page, 'Name').fill('x'.repeat(95))
    await field(page, 'Name').pressSequentially('x'.repeat(10))
    await expect(field(page, 'Name')).toHaveValue('x'.repeat(100))
    // A flag is four UTF-16 units; a cap counting those would stop at 25.
    await field(page, 'Name').fill(flag.repeat(100))
    await expect(field(page, 'Name')).toHaveValue(flag.repeat(100))
    await field(page, 'Name').pressSequentially(flag)
    await expect(field(page, 'Name')).toHaveValue(flag.repeat(100))
  })

  test('the message counter starts at 0/1000 and counts what I type as I see it', async ({
    page,
  }) => {
    await openPage(page, '/contact')
    await expect(page.getByText('0/1000')).toBeVisible()
    await field(page, 'Message').pressSequentially('Hello')
    await expect(page.getByText('5/1000')).toBeVisible()
    await field(page, 'Message').press('Backspace')
    await expect(page.getByText('4/1000')).toBeVisible()
    // Five emoji of 11, 4, 4, 6 and 2 UTF-16 units: five characters to a reader.
    await field(page, 'Message').pressSequentially(emoji.join(''))
    await expect(page.getByText('9/1000')).toBeVisible()
    await expect(field(page, 'Message')).toHaveValue(`Hell${emoji.join('')}`)
  })

  test('a message of 1000 emoji fits whole, and one more is not added', async ({ page }) => {
    await openPage(page, '/contact')
    await fillValidMessage(page)
    await field(page, 'Message').fill(family.repeat(999))
    await field(page, 'Message').pressSequentially(`${flag}${flag}`)
    await expect(page.getByText('1000/1000')).toBeVisible()
    await expect(field(page, 'Message')).toHaveValue(family.repeat(999) + flag)
    await sendButton(page).click()
    await expect(page.getByText(successMessage)).toBeVisible({ timeout: 5000 })
  })

  test('every field takes dir="auto", so Arabic and Hebrew read right-to-left', async ({
    page,
  }) => {
    await openPage(page, '/contact')
    for (const label of ['Name', 'Email', 'Subject', 'Message'] as const)
      await expect(field(page, label)).toHaveAttribute('dir', 'auto')
    const direction = (label: 'Name' | 'Message') =>
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
        await expect(page.getByText(message, { exact: true })).toBeVisible()
      }
      // Measured once focus has moved to the first invalid field.
      await expect(field(page, 'Name')).toBeFocused()
      for (const [label, message] of errors) {
        const input = (await field(page, label).boundingBox())!
        const error = (await page.getByText(message, { exact: true }).boundingBox())!
        expect(error.y, `${message} is below ${label}`).toBeGreaterThanOrEqual(
          input.y + input.height - 1,
        )
        expect(error.y, `${message} is close to ${label}`).toBeLessThan(input.y + input.height + 60)
      }
    },
  )

  test('an invalid email address is reported', async ({ page }) => {
    await openPage(page, '/contact')
    await fillValidMessage(page)
    await field(page, 'Email').fill('not-an-address')
    await sendButton(page).click()
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Invalid email address')
    await expect(field(page, 'Name')).not.toHaveAttribute('aria-invalid', 'true')
  })

  test('typing into a field clears only that field’s error', async ({ page }) => {
    await openPage(page, '/contact')
    await sendButton(page).click()
    await expect(page.getByText('Name is required', { exact: true })).toBeVisible()
    await field(page, 'Name').pressSequentially('D')
    await expect(page.getByText('Name is required', { exact: true })).toHaveCount(0)
    await expect(field(page, 'Name')).not.toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Invalid email address', { exact: true })).toBeVisible()
    await expect(page.getByText('Subject is required', { exact: true })).toBeVisible()
    await expect(page.getByText('Message is required', { exact: true })).toBeVisible()
  })

  test('a name of only spaces counts as empty', async ({ page }) => {
    await openPage(page, '/contact')
    await fillValidMessage(page)
    await field(page, 'Name').fill('     ')
    await sendButton(page).click()
    await expect(page.getByText('Name is required', { exact: true })).toBeVisible()
    await expect(page.getByText('Please fix the errors in the form')).toBeVisible()
    await expect(field(page, 'Email')).not.toHaveAttribute('aria-invalid', 'true')
    await expect(field(page, 'Subject')).not.toHaveAttribute('aria-invalid', 'true')
    await expect(field(page, 'Message')).not.toHaveAttribute('aria-invalid', 'true')
  })

  test('a valid message shows Sending... and then a success toast after about a second', async ({
    page,
  }) => {
    await openPage(page, '/contact')
    await fillValidMessage(page)
    const sentAt = Date.now()
    await sendButton(page).click()
    const sending = page.getByRole('button', { name: 'Sending...' })
    await expect(sending).toBeVisible()
    await expect(sending).toBeDisabled()
    await expect(
      page.getByText("Message sent successfully! We'll get back to you soon."),
    ).toBeVisible({ timeout: 5000 })
    const elapsed = Date.now() - sentAt
    // The specification simulates a 1000 ms send; allow for timer slack.
    expect(elapsed).toBeGreaterThanOrEqual(900)
    expect(elapsed).toBeLessThan(4000)
    await expect(sendButton(page)).toBeEnabled()
  })

  test('after a successful send every field is empty again', async ({ page }) => {
    await openPage(page, '/contact')
    await fillValidMessage(page)
    await sendButton(page).click()
    await expect(
      page.getByText("Message sent successfully! We'll get back to you soon."),
    ).toBeVisible()
    for (const label of ['Name', 'Email', 'Subject', 'Message'] as const) {
      await expect(field(page, label)).toHaveValue('')
    }
    await expect(page.getByText('0/1000')).toBeVisible()
  })

  test('a double click on Send Message sends once', async ({ page }) => {
    await openPage(page, '/contact')
    await fillValidMessage(page)
    await sendButton(page).dblclick()
    await expectSentOnce(page)
  })

  test('a double click while the form’s rules are still loading sends once', async ({ page }) => {
    await openPage(page, '/contact')
    // The rules load on first focus; held back, the first submit waits for them.
    const scripts = await holdScripts(page)
    await fillValidMessage(page)
    await expect.poll(scripts.count).toBeGreaterThan(0)
    await sendButton(page).dblclick()
    await scripts.release()
    await expectSentOnce(page)
  })

  test('pressing Enter twice in a field sends once', async ({ page }) => {
    await openPage(page, '/contact')
    const scripts = await holdScripts(page)
    await fillValidMessage(page)
    await expect.poll(scripts.count).toBeGreaterThan(0)
    await field(page, 'Subject').press('Enter')
    await field(page, 'Subject').press('Enter')
    await scripts.release()
    await expectSentOnce(page)
  })

  test('two submits that land before the page re-renders send once', async ({ page }) => {
    await openPage(page, '/contact')
    await fillValidMessage(page)
    await page.getByRole('button', { name: 'Send Message' }).evaluate((button) => {
      const form = (button as HTMLButtonElement).form!
      form.requestSubmit(button as HTMLButtonElement)
      form.requestSubmit(button as HTMLButtonElement)
    })
    await expectSentOnce(page)
    // The guard lets go once the send is over: the next message sends too.
    await fillValidMessage(page)
    await sendButton(page).click()
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeVisible()
    await expect(field(page, 'Name')).toHaveValue('', { timeout: 5000 })
  })

  test('when the connection drops, sending fails with a message and keeps what I typed', async ({
    page,
    context,
  }) => {
    await openPage(page, '/contact')
    await fillValidMessage(page)
    await context.setOffline(true)
    await sendButton(page).click()
    await expect(page.getByText('Something went wrong. Please try again.')).toBeVisible({
      timeout: 5000,
    })
    await expect(
      page.getByText("Message sent successfully! We'll get back to you soon."),
    ).toHaveCount(0)
    await expectValidMessageKept(page)
  })
})

test.describe('contact form before its scripts have run', () => {
  /** Opens the form with its scripts held back; the returned function lets them run. */
  async function openWithoutScripts(page: Page) {
    const scripts = await holdScripts(page)
    await page.goto('/contact', { waitUntil: 'domcontentloaded' })
    await expect.poll(scripts.count).toBeGreaterThan(0)
    return async () => {
      await scripts.release()
      await untilHydrated(page)
    }
  }

  test('what I typed is kept, counted and checked once they run', async ({ page }) => {
    const releaseScripts = await openWithoutScripts(page)
    await field(page, 'Name').fill(validMessage.Name)
    await field(page, 'Message').fill('Hello')
    await releaseScripts()
    await expect(page.getByText('5/1000')).toBeVisible()
    await field(page, 'Subject').fill(validMessage.Subject)
    await expect(field(page, 'Name')).toHaveValue(validMessage.Name)
    await sendButton(page).click()
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Invalid email address')
    await expect(field(page, 'Name')).not.toHaveAttribute('aria-invalid')
    await expect(field(page, 'Message')).not.toHaveAttribute('aria-invalid')
  })

  test('pressing Send Message loses nothing, and sending works once they run', async ({ page }) => {
    const releaseScripts = await openWithoutScripts(page)
    await fillValidMessage(page)
    await sendButton(page).click()
    await releaseScripts()
    expect(new URL(page.url()).search).toBe('')
    await expectValidMessageKept(page)
    await sendButton(page).click()
    await expect(
      page.getByText("Message sent successfully! We'll get back to you soon."),
    ).toBeVisible()
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

  const invalidFields = ['Name', 'Email', 'Subject', 'Message'] as const

  for (const [scenario, prepare] of [
    ['an empty form, sent from where the page opens', async () => {}],
    [
      'a form without its message, sent after scrolling down to the button',
      async (page: Page) => {
        await field(page, 'Name').fill(validMessage.Name)
        await field(page, 'Email').fill(validMessage.Email)
        await field(page, 'Subject').fill(validMessage.Subject)
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
      for (const label of invalidFields) {
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
    })
  }

  test('every link, button and field, and the toast’s close button, is at least 24 × 24 px', async ({
    page,
  }) => {
    await openPage(page, '/contact')
    // The skip link shows on the first Tab; the toast comes with a send.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
    const skipLink = (await page.getByRole('link', { name: 'Skip to content' }).boundingBox())!
    await sendButton(page).click()
    await toastArea(page)
    const small = await page.evaluate(() =>
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
    expect(small).toEqual([])
    expect(skipLink.width).toBeGreaterThanOrEqual(24)
    expect(skipLink.height).toBeGreaterThanOrEqual(24)
    const close = page.getByRole('button', { name: 'Close toast' })
    await expect(close).toBeVisible()
    const { width, height } = (await close.boundingBox())!
    expect(Math.min(width, height)).toBeGreaterThanOrEqual(24)
  })
})

test.describe('contact details', () => {
  // The number may use non-breaking spaces and hyphens so it never wraps; they read the same.
  const phonePattern = new RegExp(
    `^${literally(settings.contact.phone)
      .source.replace(/ /g, '\\s')
      .replace(/\\?-/g, '[-\\u2010\\u2011]')}$`,
  )
  const details = (page: Page) => page.getByRole('complementary', { name: 'Contact information' })

  test('the newsroom email is a mailto link', async ({ page }) => {
    await page.goto('/contact')
    await expect(
      details(page).getByRole('link', { name: settings.contact.email, exact: true }),
    ).toHaveAttribute('href', `mailto:${settings.contact.email}`)
  })

  test('the phone number is shown with support hours Mon-Fri 9am-6pm EST', async ({ page }) => {
    await page.goto('/contact')
    await expect(details(page).getByText(phonePattern)).toBeVisible()
    await expect(details(page).getByText('Mon-Fri 9am-6pm EST')).toBeVisible()
  })

  test('the office address is shown', async ({ page }) => {
    await page.goto('/contact')
    for (const line of settings.contact.address) {
      await expect(details(page).getByText(line, { exact: true })).toBeVisible()
    }
  })

  test('media inquiries have their own mailto link', async ({ page }) => {
    await page.goto('/contact')
    await expect(
      details(page)
        .getByText(/media inquiries/i)
        .first(),
    ).toBeVisible()
    await expect(
      details(page).getByRole('link', { name: settings.contact.mediaEmail, exact: true }),
    ).toHaveAttribute('href', `mailto:${settings.contact.mediaEmail}`)
  })

  test('the page promises a reply within 24 hours', async ({ page }) => {
    await page.goto('/contact')
    await expect(
      page
        .getByRole('main')
        .getByText(/within 24 hours/)
        .first(),
    ).toBeVisible()
  })
})
