// Starts a throwaway PostgreSQL cluster on a random loopback port, migrates a template database, and stops the
// cluster after the run. Each test file clones the template (CREATE DATABASE … TEMPLATE), which is fast.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import pg from 'pg'
import { openPostgres } from '../../app/db/client.server'
import { findPostgresBin } from './postgres-binaries'

export const TEMPLATE_DATABASE = 'app_template'

export default async function setup(project: TestProject) {
  const bin = findPostgresBin()
  if (!bin) throw new Error('PostgreSQL server binaries not found (install the postgresql package)')
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-cluster-'))
  const dataDir = path.join(directory, 'data')
  const port = await freePort()
  // PostgreSQL refuses to run as root: run it as the postgres user when we are root.
  const asRoot = process.getuid?.() === 0
  if (asRoot) execFileSync('chown', ['-R', 'postgres', directory])
  const run = (command: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : path.join(bin, command),
      asRoot ? ['-u', 'postgres', '--', path.join(bin, command), ...args] : args,
      {
        stdio: 'pipe',
      },
    )
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  const options = `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`
  run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(directory, 'server.log'), '-w', 'start'])

  const url = `postgres://postgres@127.0.0.1:${port}`
  const admin = new pg.Client({ connectionString: `${url}/postgres` })
  await admin.connect()
  await admin.query(`create database ${TEMPLATE_DATABASE}`)
  await admin.end()
  const template = await openPostgres(`${url}/${TEMPLATE_DATABASE}`)
  await template.migrate()
  await template.close()
  project.provide('postgresUrl', url)

  return () => {
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'])
    } finally {
      fs.rmSync(directory, { recursive: true, force: true })
    }
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}
