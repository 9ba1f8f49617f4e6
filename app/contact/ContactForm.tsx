'use client'

import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import {
  contactEndpoint,
  contactFieldSetup,
  contactFields,
  contactGuards,
  contactOutcomes,
  type ContactErrors,
  type ContactField,
  type ContactOutcome,
} from '@/lib/contact/contactRules'
import { capCharacters, countCharacters } from '@/lib/contact/characters'
import { notify, preloadToasts } from '@/app/_components/notify'

type ContactValidation = typeof import('@/lib/contact/contactSchema')
let validation: Promise<ContactValidation> | undefined

/** The validation code loads on first use of the form, not with the page. */
function loadValidation(): Promise<ContactValidation> {
  validation ??= import('@/lib/contact/contactSchema').catch((error: unknown) => {
    validation = undefined
    throw error
  })
  return validation
}

const emptyForm: Record<ContactField, string> = { name: '', email: '', subject: '', message: '' }

function fieldElement(form: HTMLFormElement, field: ContactField) {
  return form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${field}"]`)
}

const inputClass =
  'border-rule text-ink focus:border-navy mt-1.5 block w-full rounded-sm border bg-white px-3.5 py-2.5 text-base shadow-xs outline-none focus:ring-2 focus:ring-navy/20 aria-[invalid=true]:border-accent'

/** The form; `email` is the newsroom's address, given wherever a message cannot be sent. */
export function ContactForm({ email }: { email: string }) {
  const [values, setValues] = useState(emptyForm)
  const [shownAt, setShownAt] = useState('')
  const [errors, setErrors] = useState<ContactErrors>({})
  const [submitting, setSubmitting] = useState(false)
  // Set the moment a submit starts: a second submit (double click, Enter twice) can arrive
  // before React re-renders with `submitting`, and must not send again.
  const inFlight = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)

  // Text typed before the page hydrated, or restored by the browser, is adopted, not wiped; a
  // link may give the subject (Careers' Apply Now).
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    setShownAt(String(Date.now()))
    const shown = Object.fromEntries(
      contactFields.map((field) => [field, fieldElement(form, field)?.value ?? '']),
    ) as Record<ContactField, string>
    shown.subject ||= capCharacters(
      '',
      new URLSearchParams(location.search).get('subject') ?? '',
      contactFieldSetup.subject.limit,
    ).value
    if (contactFields.some((field) => shown[field])) setValues(shown)
  }, [])

  function update(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const input = event.target
    const field = input.name as ContactField
    // The browser's maxLength counts UTF-16 units and would stop a reader short of the limit
    // (a flag is four); the cap counts characters as the counter and the rules do.
    const { value, caret } = capCharacters(
      values[field],
      input.value,
      contactFieldSetup[field].limit,
    )
    if (value !== input.value) {
      input.value = value
      // Email inputs have no selection API; elsewhere the caret stays where the reader typed.
      if (caret !== undefined && input.type !== 'email') input.setSelectionRange(caret, caret)
    }
    setValues((current) => ({ ...current, [field]: value }))
    // Editing a field clears its error, and only its error.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current))
  }

  /** Validates, then sends; one submit at a time. */
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (inFlight.current) return
    inFlight.current = true
    const say = contactOutcomes(email)
    try {
      const result = (await loadValidation()).validateContact(values)
      if (!result.success) {
        setErrors(result.errors)
        const first = contactFields.find((field) => result.errors[field])
        const input = first && formRef.current ? fieldElement(formRef.current, first) : null
        // The first field in error, and every one after it, is below the toast that reports them:
        // its label and box are scrolled on screen, clear of the toasts (the field's scroll margin).
        input?.focus({ preventScroll: true })
        input?.parentElement?.scrollIntoView({ block: 'nearest' })
        void notify('error', say.invalid)
        return
      }
      setSubmitting(true)
      const response = await fetch(contactEndpoint, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify(Object.fromEntries(new FormData(formRef.current ?? undefined))),
      })
      const answer = (await response.json()) as { outcome: ContactOutcome; errors: ContactErrors }
      if (answer.outcome === 'sent') {
        setValues(emptyForm)
        setErrors({})
        void notify('success', say.sent)
        return
      }
      if (answer.outcome === 'invalid') setErrors(answer.errors)
      void notify('error', say[answer.outcome] ?? say.failed)
    } catch {
      // The rules did not load or the message did not go: what the reader typed stays in place.
      void notify('error', say.failed)
    } finally {
      inFlight.current = false
      setSubmitting(false)
    }
  }

  return (
    <form
      ref={formRef}
      // The rules and the toasts load on first use, so a submit works and reports even offline.
      onFocus={() => {
        void preloadToasts().catch(() => {})
        void loadValidation().catch(() => {})
      }}
      onSubmit={submit}
      // Without scripts the browser posts the form, and the Function answers with a page.
      action={contactEndpoint}
      method="post"
      data-email={email}
      noValidate
      aria-labelledby="contact-form-heading"
      className="space-y-5"
    >
      {contactFields.map((field) => {
        const { label, type, autoComplete } = contactFieldSetup[field]
        const id = `contact-${field}`
        const error = errors[field]
        const describedBy = [error && `${id}-error`, field === 'message' && `${id}-count`]
          .filter(Boolean)
          .join(' ')
        const shared = {
          id,
          name: field,
          value: values[field],
          onChange: update,
          // No maxLength: it counts UTF-16 units; update() caps by what a reader sees.
          // Text in Arabic or Hebrew reads right-to-left, text in English left-to-right.
          dir: 'auto',
          autoComplete,
          required: true,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
          className: inputClass,
        }
        return (
          // With the page's scroll padding (5 rem, the header), 12.5 rem (200 px) from the top:
          // below the header and two toasts of two lines (toastTop, in notify.ts).
          <div key={field} className="scroll-mt-30">
            <label htmlFor={id} className="text-ink text-sm font-semibold">
              {label}
            </label>
            {type === 'textarea' ? (
              <textarea rows={7} {...shared} />
            ) : (
              <input type={type} {...shared} />
            )}
            <div className="mt-1.5 flex items-start justify-between gap-4 text-sm">
              <p id={`${id}-error`} role="alert" className="text-accent font-medium">
                {error}
              </p>
              {field === 'message' ? (
                <p id={`${id}-count`} className="text-muted shrink-0 tabular-nums">
                  {countCharacters(values.message)}/{contactFieldSetup.message.limit}
                  <span className="sr-only"> characters</span>
                </p>
              ) : null}
            </div>
          </div>
        )
      })}
      {/* No person sees or fills this field; scripts that fill every field do. */}
      <div hidden>
        <label>
          Leave this empty{' '}
          <input type="text" name={contactGuards.honeypot} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <input type="hidden" name={contactGuards.shownAt} value={shownAt} />
      <button type="submit" disabled={submitting} className="button-primary w-full sm:w-auto">
        {submitting ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  )
}
