// The e-mails the site sends, by template type (issue 6): their data, the variables an editor may use, a sample for
// the preview, the built-in message and the template an editor starts from. Stored edits live in email-templates.server.ts.
import { DEFAULT_BRAND } from '~/lib/brand'
import {
  type AssignmentEmailData,
  type InquiryEmailData,
  type NewListingsEmailData,
  type RenderedEmail,
  assignmentEmail,
  consentConfirmationEmail,
  inquiryConfirmationEmail,
  magicLinkEmail,
  newListingsEmail,
  staffContactEmail,
  staffInquiryEmail,
  unsubscribeLinkEmail,
  welcomeEmail,
} from './templates'
import { type ListingAlertEmailData, listingAlertEmail } from './listing-alert-template'
import { type TaskDigestEmailData, taskDigestEmail } from './task-digest-template'

/** SPEC §3 e-mail data per template type, with the site address where a message links to it. */
export interface EmailDataByType {
  welcome: { firstName: string; appUrl: string }
  magic_link: { url: string }
  inquiry: InquiryEmailData & { appUrl: string }
  staff_inquiry: InquiryEmailData & { appUrl: string }
  assignment: AssignmentEmailData & { appUrl: string }
  staff_contact: { name: string; email: string; phone: string; topic: string; message: string; appUrl: string }
  consent_confirmation: { url: string; consentTypes: string; appUrl: string }
  unsubscribe_link: { url: string; appUrl: string }
  new_listings: NewListingsEmailData
  listing_alert: ListingAlertEmailData & { subject: string }
  task_digest: TaskDigestEmailData
}
export type EmailTemplateType = keyof EmailDataByType

export interface TemplateDefinition<T extends EmailTemplateType> {
  label: string
  description: string
  variables: ReadonlyArray<keyof EmailDataByType[T] & string>
  sample: EmailDataByType[T]
  builtIn: (data: EmailDataByType[T]) => RenderedEmail
  /** The built-in message written as a template: what an editor starts from. */
  starter: { subject: string; body: string }
}

const sampleInquiry = {
  name: 'Maria Lopez',
  email: 'maria@example.com',
  propertyTitle: 'Ocean View Villa in West Bay',
  propertyId: 42,
  listingId: 'RR-1042',
  slug: 'ocean-view-villa-west-bay',
  phone: '+1 555 0100',
  message: 'Is the villa still available in March?',
  appUrl: 'https://example.com',
}
const inquiryVariables = [
  'name',
  'email',
  'propertyTitle',
  'propertyId',
  'listingId',
  'slug',
  'phone',
  'message',
  'appUrl',
] as const

export const EMAIL_TEMPLATE_TYPES: { [T in EmailTemplateType]: TemplateDefinition<T> } = {
  welcome: {
    label: 'Welcome',
    description: 'Sent when someone creates an account.',
    variables: ['firstName', 'appUrl'],
    sample: { firstName: 'Maria', appUrl: 'https://example.com' },
    builtIn: (data) => welcomeEmail(data),
    starter: {
      subject: `Welcome to ${DEFAULT_BRAND.name}{% if firstName %}, {{ firstName }}{% endif %}`,
      body: `Hello {% if firstName %}{{ firstName }}{% else %}there{% endif %},\n\nThank you for creating an account with ${DEFAULT_BRAND.name}. You can follow your inquiries and choose what we send you on your account page:\n\n{{ appUrl }}/my-account\n\nWhen you are ready, browse the listings at {{ appUrl }}/properties or reply to this e-mail with any question about buying on Roatan.`,
    },
  },
  magic_link: {
    label: 'Sign-in link',
    description: 'The one-time link people use to sign in.',
    variables: ['url'],
    sample: { url: 'https://example.com/auth/magic-link?token=sample' },
    builtIn: (data) => magicLinkEmail(data),
    starter: {
      subject: `Your sign-in link for ${DEFAULT_BRAND.name}`,
      body: `Use this link to sign in to ${DEFAULT_BRAND.name}:\n\n{{ url }}\n\nThe link works once and expires in 15 minutes. If you did not ask for it, you can ignore this e-mail.`,
    },
  },
  inquiry: {
    label: 'Inquiry confirmation',
    description:
      'Sent to a visitor who asks about a property. Name, phone and message are empty unless the address is the signed-in buyer’s own: a typed address gets no words a stranger wrote.',
    variables: inquiryVariables,
    sample: sampleInquiry,
    builtIn: ({ appUrl, ...data }) => inquiryConfirmationEmail(data, appUrl),
    starter: {
      subject: 'Your Inquiry: {{ propertyTitle }}',
      body: 'Hello{% if name %} {{ name }}{% endif %},\n\nThank you for asking about {{ propertyTitle }} ({{ listingId }}). An agent will reply within one business day, usually much sooner.{% if message %}\n\nYour message:\n{{ message }}{% endif %}\n\nThe listing: {{ appUrl }}/property/{{ slug }}',
    },
  },
  staff_inquiry: {
    label: 'Staff notification: new inquiry',
    description: 'Sent to the listing’s agent (or the team) for every inquiry.',
    variables: inquiryVariables,
    sample: sampleInquiry,
    builtIn: ({ appUrl, ...data }) => staffInquiryEmail(data, appUrl),
    starter: {
      subject: 'New inquiry: {{ propertyTitle }} ({{ listingId }})',
      body: 'Name: {{ name }}\nE-mail: {{ email }}\nPhone: {{ phone | default: "—" }}\nListing: {{ propertyTitle }} ({{ listingId }})\nPage: {{ appUrl }}/property/{{ slug }}\n\nMessage:\n{{ message }}\n\nAnswer it from the admin: {{ appUrl }}/admin/inquiries',
    },
  },
  assignment: {
    label: 'Lead assignment',
    description: 'Sent to an agent when a lead is assigned to them.',
    variables: ['userName', 'contactName', 'contactEmail', 'contactPhone', 'assignmentType', 'contactId', 'appUrl'],
    sample: {
      userName: 'Ana Editor',
      contactName: 'Maria Lopez',
      contactEmail: 'maria@example.com',
      contactPhone: '+1 555 0100',
      assignmentType: 'manual',
      contactId: '00000000-0000-4000-8000-000000000000',
      appUrl: 'https://example.com',
    },
    builtIn: ({ appUrl, ...data }) => assignmentEmail(data, appUrl),
    starter: {
      subject: 'New Lead Assignment: {{ contactName }}',
      body: 'A lead has been assigned to you.\n\nLead: {{ contactName }}\nE-mail: {{ contactEmail }}\nPhone: {{ contactPhone | default: "—" }}\nAssigned by: {{ userName }}\nAssignment: {{ assignmentType }}\nContact id: {{ contactId }}\n\nOpen the lead’s profile: {{ appUrl }}/admin/contacts/profile/{{ contactId }}',
    },
  },
  staff_contact: {
    label: 'Staff notification: contact message',
    description: 'Sent to the team for a message from the contact page.',
    variables: ['name', 'email', 'phone', 'topic', 'message', 'appUrl'],
    sample: {
      name: 'Maria Lopez',
      email: 'maria@example.com',
      phone: '+1 555 0100',
      topic: 'Buying',
      message: 'We would like to visit in March.',
      appUrl: 'https://example.com',
    },
    builtIn: ({ appUrl, ...data }) => staffContactEmail(data, appUrl),
    starter: {
      subject: 'New message from {{ name }}',
      body: 'Name: {{ name }}\nE-mail: {{ email }}\nPhone: {{ phone | default: "—" }}\nTopic: {{ topic }}\n\nMessage:\n{{ message }}\n\nAnswer it from the admin: {{ appUrl }}/admin/inquiries',
    },
  },
  consent_confirmation: {
    label: 'Subscription confirmation',
    description: 'The single-use link that confirms a marketing subscription (double opt-in).',
    variables: ['url', 'consentTypes', 'appUrl'],
    sample: {
      url: 'https://example.com/preferences/confirm?token=sample',
      consentTypes: 'Newsletter & Updates, New Property Listings',
      appUrl: 'https://example.com',
    },
    builtIn: (data) => consentConfirmationEmail(data),
    starter: {
      subject: `Please confirm your subscription to ${DEFAULT_BRAND.name}`,
      body: `Someone, hopefully you, asked to receive these e-mails from ${DEFAULT_BRAND.name}: {{ consentTypes }}.\n\nConfirm your subscription here:\n\n{{ url }}\n\nThe link works once and expires in 7 days. If you did not ask for this, ignore this e-mail and we will not write to you again. Our privacy policy: {{ appUrl }}/privacy-policy`,
    },
  },
  unsubscribe_link: {
    label: 'Unsubscribe link',
    description: 'Sent to someone who asks for an unsubscribe link on /unsubscribe.',
    variables: ['url', 'appUrl'],
    sample: { url: 'https://example.com/unsubscribe?token=sample', appUrl: 'https://example.com' },
    builtIn: (data) => unsubscribeLinkEmail(data),
    starter: {
      subject: `Your unsubscribe link for ${DEFAULT_BRAND.name}`,
      body: `Someone, hopefully you, asked for a link to stop marketing e-mail from ${DEFAULT_BRAND.name} to this address. Open it and press Unsubscribe:\n\n{{ url }}\n\nIf you did not ask for it, ignore this e-mail: nothing changes until the button is pressed.`,
    },
  },
  new_listings: {
    label: 'New Property Listings',
    description:
      'The daily e-mail of new listings, to subscribers of New Property Listings (footer and unsubscribe added).',
    // The listing block is written by the site (`listings`, `more`); `items` feeds only the built-in HTML.
    variables: ['listingCount', 'listings', 'more', 'appUrl'],
    sample: {
      listingCount: 12,
      listings:
        'Ocean View Villa in West Bay\n$450,000 · 3 beds · 2 baths · 1,850 sq ft · West Bay\nhttps://example.com/property/ocean-view-villa-west-bay',
      more: 'And 11 more: https://example.com/properties',
      appUrl: 'https://example.com',
      items: [
        {
          title: 'Ocean View Villa in West Bay',
          price: '$450,000',
          details: '3 beds · 2 baths · 1,850 sq ft · West Bay',
          url: 'https://example.com/property/ocean-view-villa-west-bay',
        },
      ],
    },
    builtIn: (data) => newListingsEmail(data),
    starter: {
      subject: 'New on Roatan: {{ listingCount }} new {% if listingCount == 1 %}listing{% else %}listings{% endif %}',
      body: 'Hello,\n\n{{ listingCount }} new {% if listingCount == 1 %}listing{% else %}listings{% endif %} came on the market on Roatan since our last e-mail. Here they are, newest first.\n\n{{ listings }}\n\n{{ more }}\n\nPrices are in US dollars. Reply to this e-mail to ask about a listing or to book a viewing.',
    },
  },
  listing_alert: {
    label: 'Listing alert',
    description:
      'New listings for a buyer’s saved searches and news about their saved listings, one e-mail per run (footer and unsubscribe added).',
    // The listing blocks are written by the site (`searches`, `favourites`); the cards feed only the built-in HTML.
    variables: ['firstName', 'subject', 'matchCount', 'searches', 'favourites', 'manageUrl', 'appUrl'],
    sample: {
      firstName: 'Maria',
      subject: '2 new listings for “West Bay condos”',
      matchCount: 3,
      searches:
        '2 new listings for “West Bay condos”\n\nOcean View Condo\n$325,000 · 2 beds · 2 baths · West Bay\nhttps://example.com/property/ocean-view-condo',
      favourites:
        'News about your saved listings\n\nPrice cut from $450,000 to $425,000\nOcean View Villa in West Bay\n$425,000 · 3 beds · 2 baths · West Bay\nhttps://example.com/property/ocean-view-villa-west-bay',
      manageUrl: 'https://example.com/my-account#alerts',
      appUrl: 'https://example.com',
      sections: [
        {
          name: 'West Bay condos',
          total: 2,
          listings: [
            {
              title: 'Ocean View Condo',
              price: '$325,000',
              details: '2 beds · 2 baths · West Bay',
              url: 'https://example.com/property/ocean-view-condo',
              photo: '',
            },
          ],
          searchUrl: 'https://example.com/properties?area=west-bay&type=condo',
          stopUrl: 'https://example.com/alerts/stop?token=sample',
        },
      ],
      updates: [
        {
          title: 'Ocean View Villa in West Bay',
          price: '$425,000',
          details: '3 beds · 2 baths · West Bay',
          url: 'https://example.com/property/ocean-view-villa-west-bay',
          photo: '',
          note: 'Price cut from $450,000 to $425,000',
        },
      ],
      favouritesStopUrl: 'https://example.com/alerts/stop?token=sample',
    },
    builtIn: (data) => listingAlertEmail(data),
    starter: {
      subject: '{{ subject }}',
      body: 'Hello {{ firstName }},\n\n{{ searches }}\n\n{{ favourites }}\n\nPrices are in US dollars. Reply to this e-mail to ask about a listing or to book a viewing. Change what we send you: {{ manageUrl }}',
    },
  },
  // Issue 17: the staff morning digest of follow-up tasks (docs/decisions/026-follow-up-tasks.md).
  task_digest: {
    label: 'Staff: morning tasks',
    description: 'Sent each morning to staff with follow-up tasks due today or overdue.',
    // The task list is written by the site (`tasks`); `items` feeds only the built-in HTML.
    variables: ['name', 'taskCount', 'overdueCount', 'tasks', 'dashboardUrl', 'appUrl'],
    sample: {
      name: 'Maria Bodden',
      taskCount: 2,
      overdueCount: 1,
      tasks:
        'OVERDUE · Call: First contact — Ana Smith\nDue Nov 24, 2026, 9:00 AM\nhttps://example.com/admin/contacts/profile/00000000-0000-4000-8000-000000000000\n\nShowing: Villa in West Bay — Ben Ruiz\nDue Nov 25, 2026, 2:00 PM\nhttps://example.com/admin/contacts/profile/00000000-0000-4000-8000-000000000001',
      dashboardUrl: 'https://example.com/admin',
      appUrl: 'https://example.com',
      items: [
        {
          kind: 'Call',
          title: 'First contact',
          contactName: 'Ana Smith',
          due: 'Nov 24, 2026, 9:00 AM',
          overdue: true,
          url: 'https://example.com/admin/contacts/profile/00000000-0000-4000-8000-000000000000',
        },
      ],
    },
    builtIn: (data) => taskDigestEmail(data),
    starter: {
      subject:
        'Your tasks today: {{ taskCount }} {% if taskCount == 1 %}task{% else %}tasks{% endif %}{% if overdueCount > 0 %}, {{ overdueCount }} overdue{% endif %}',
      body: 'Good morning {{ name }}, here are your follow-up tasks due today or overdue.\n\n{{ tasks }}\n\nAll your tasks: {{ dashboardUrl }}',
    },
  },
}

export const EMAIL_TEMPLATE_TYPE_NAMES = Object.keys(EMAIL_TEMPLATE_TYPES) as EmailTemplateType[]

export function isEmailTemplateType(value: unknown): value is EmailTemplateType {
  return typeof value === 'string' && Object.hasOwn(EMAIL_TEMPLATE_TYPES, value)
}
