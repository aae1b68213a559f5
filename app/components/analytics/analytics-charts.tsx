// recharts figures for the admin Analytics screen only (this module is imported by no public page). Charts are
// pictures for sighted readers: each sits beside a table of the same numbers, so they are hidden from screen readers.
import { useSyncExternalStore } from 'react'
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'

export const CHART_COLOURS = { sea: '#0b4f6c', reef: '#01a7a3', coral: '#f26b5b' } as const

export interface Series {
  key: string
  label: string
  colour: string
}

const noSubscription = () => () => {}

/** Charts measure the page, so they are drawn once the page runs in the browser (false on the server). */
function useMounted() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

function ChartFrame({ children }: { children: React.ReactElement }) {
  const mounted = useMounted()
  return (
    <div aria-hidden="true" className="h-64 w-full">
      {mounted ? (
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      ) : null}
    </div>
  )
}

export function BarChartFigure({
  data,
  category,
  series,
  layout = 'horizontal',
}: {
  data: object[]
  /** the field naming each bar or point */
  category: string
  series: Series[]
  layout?: 'horizontal' | 'vertical'
}) {
  const vertical = layout === 'vertical'
  return (
    <ChartFrame>
      <BarChart data={data} layout={layout} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        {vertical ? (
          <>
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey={category} width={130} interval={0} tick={{ fontSize: 12 }} />
          </>
        ) : (
          <>
            <XAxis dataKey={category} />
            <YAxis allowDecimals={false} />
          </>
        )}
        <Tooltip />
        {series.length > 1 ? <Legend /> : null}
        {series.map((item) => (
          <Bar key={item.key} dataKey={item.key} name={item.label} fill={item.colour} isAnimationActive={false} />
        ))}
      </BarChart>
    </ChartFrame>
  )
}

export function LineChartFigure({
  data,
  category,
  series,
}: {
  data: object[]
  /** the field naming each bar or point */
  category: string
  series: Series[]
}) {
  return (
    <ChartFrame>
      <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey={category} />
        <YAxis allowDecimals={false} />
        <Tooltip />
        <Legend />
        {series.map((item) => (
          <Line
            key={item.key}
            type="monotone"
            dataKey={item.key}
            name={item.label}
            stroke={item.colour}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ChartFrame>
  )
}
