// Starts a throwaway PostgreSQL cluster on a random loopback port, migrates a template database, and stops the
// cluster after the run. Each test file clones the template (CREATE DATABASE … TEMPLATE), which is fast.
import type { TestProject } from 'vitest/node'
import pg from 'pg'
import { openPostgres } from '../../app/db/client.server'
import { startPostgresServer } from '../support/postgres-server'

export const TEMPLATE_DATABASE = 'app_template'

export default async function setup(project: TestProject) {
  const server = await startPostgresServer()
  const admin = new pg.Client({ connectionString: `${server.url}/postgres` })
  await admin.connect()
  await admin.query(`create database ${TEMPLATE_DATABASE}`)
  await admin.end()
  const template = await openPostgres(`${server.url}/${TEMPLATE_DATABASE}`)
  await template.migrate()
  await template.close()
  project.provide('postgresUrl', server.url)
  return () => server.close()
}
