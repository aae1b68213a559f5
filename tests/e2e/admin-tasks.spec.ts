// Issue 17: a buyer's inquiry gives the listing's agent a "First contact" task; the agent finds it on the dashboard
// and on the lead's profile, marks it done (the timeline shows it), and speed to lead counts the answer.
import { REFUSED_FORM_POST, expect, test } from './fixtures'
import { control, signInAsStaff, signInWithOperatorLink, uniqueEmail } from './staff'

// This file's visitors come from an address of their own: inquiries are limited per address.
// A task form sent with bad input answers 400 on purpose.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.17' }, expectedConsoleError: REFUSED_FORM_POST })

// A listing of Claire Tremblay, whom no other end-to-end test uses.
const LISTING = '/property/three-bedroom-home-with-french-harbour-harbor-views'
const AGENT = 'Claire Tremblay'

test('the agent of a listing gets a first-contact task from an inquiry, completes it, and speed to lead counts it', async ({
  page,
  browser,
}) => {
  test.slow() // three people sign in or write: an admin, the buyer and the agent
  // The agent's account: a broker whom an admin links to the listing's agent on Admin → Team.
  const agentEmail = uniqueEmail('claire')
  await control('roles', 'grant', agentEmail, 'broker')
  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await signInAsStaff(admin, 'admin', '/admin/team')
  await admin.getByRole('link', { name: `Edit ${AGENT}` }).click()
  const teamForm = admin.getByRole('region', { name: `Edit ${AGENT}` })
  await teamForm.getByLabel('Linked account e-mail (optional)').fill(agentEmail)
  await teamForm.getByRole('button', { name: 'Save' }).click()
  await expect(admin.getByText(`Account: ${agentEmail}`)).toBeVisible()
  // The morning e-mail of tasks is one of the templates staff can edit.
  await admin.goto('/admin/email-templates')
  await expect(admin.getByRole('link', { name: 'Edit Staff: morning tasks' })).toBeVisible()
  await adminContext.close()
  await signInWithOperatorLink(page, agentEmail, '/admin')
  await expect(page).toHaveURL(/\/admin$/)

  const speed = page.getByRole('table', { name: 'Speed to lead' })
  const agentRow = speed.getByRole('row', { name: new RegExp(`^${AGENT}\\b`) })
  const answeredBefore = (await agentRow.count()) ? Number(await agentRow.getByRole('cell').nth(1).innerText()) : 0

  // The buyer, in a browser of their own.
  const buyerContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.17' } })
  const buyer = await buyerContext.newPage()
  const buyerName = `Tess Tasks ${Date.now() % 100_000}`
  await buyer.goto(LISTING)
  const form = buyer.getByRole('region', { name: 'Ask about this property' })
  await form.getByLabel('Your name').fill(buyerName)
  await form.getByLabel('E-mail').fill(uniqueEmail('tess'))
  await form.getByLabel('Message').fill('Could someone call me about the harbour views?')
  await form.getByRole('button', { name: 'Send inquiry' }).click()
  await expect(buyer).toHaveURL(/\/thank-you$/)
  await buyerContext.close()
  // The inquiry appears live in the agent's open tab (decision 027).
  await expect(
    page.getByRole('log', { name: 'New notifications' }).getByText(`New inquiry from ${buyerName}`),
  ).toBeVisible()

  // The agent's dashboard lists the task, due within the hour.
  await page.reload()
  const myTasks = page.getByRole('region', { name: 'My tasks' })
  const taskRow = myTasks.getByRole('row').filter({ hasText: buyerName })
  await expect(taskRow).toContainText('Call: First contact')
  await expect(taskRow).not.toContainText('Overdue')
  await expect(page.getByRole('row', { name: new RegExp(`^${AGENT}\\b`) })).toBeVisible()

  // On the lead's profile: the open task, marked done, then shown as done and in the timeline.
  await taskRow.getByRole('link', { name: buyerName }).click()
  await expect(page.getByRole('heading', { level: 1, name: buyerName })).toBeVisible()
  const tasks = page.getByRole('region', { name: 'Tasks' })
  const open = tasks.getByRole('list', { name: 'Open tasks' })
  await expect(open.getByText('Call: First contact')).toBeVisible()
  await tasks.getByRole('button', { name: 'Mark done: Call: First contact' }).click()
  await expect(tasks.getByText('No open tasks.')).toBeVisible()
  await expect(tasks.getByRole('list', { name: 'Done tasks' })).toContainText('Call: First contact — done')
  await expect(page.getByText('Task done: Call — First contact')).toBeVisible()

  // A follow-up the agent adds: bad input is refused field by field, then the task is kept.
  await tasks.getByLabel('Type').selectOption('showing')
  await tasks.getByLabel('Due (Roatan time)').fill('')
  await tasks.getByRole('button', { name: 'Add task' }).click()
  await expect(tasks.getByText('Say what to do, e.g. “Call about the villa”.')).toBeVisible()
  await expect(tasks.getByText('Enter the due date and time.')).toBeVisible()
  await tasks.getByLabel('Title').fill('Show the house on Saturday')
  await tasks.getByLabel('Due (Roatan time)').fill('2099-05-02T10:30')
  await tasks.getByRole('button', { name: 'Add task' }).click()
  await expect(tasks.getByRole('list', { name: 'Open tasks' })).toContainText('Showing: Show the house on Saturday')
  await expect(tasks.getByRole('list', { name: 'Open tasks' })).toContainText('May 2, 2099, 10:30 AM')

  // Back on the dashboard: only the new task is left in my tasks, and the answer counts for the agent.
  await page.goto('/admin')
  const myRows = page.getByRole('region', { name: 'My tasks' }).getByRole('row').filter({ hasText: buyerName })
  await expect(myRows).toHaveCount(1)
  await expect(myRows).toContainText('Showing: Show the house on Saturday')
  const row = page.getByRole('table', { name: 'Speed to lead' }).getByRole('row', { name: new RegExp(`^${AGENT}\\b`) })
  const cells = row.getByRole('cell')
  expect(Number(await cells.nth(1).innerText())).toBeGreaterThanOrEqual(answeredBefore + 1)
  await expect(cells.nth(2)).toHaveText(/^\d[\d,]*$/) // median minutes: a number once answered
  await expect(cells.nth(3)).toHaveText(/^\d[\d,]*$/)
})
