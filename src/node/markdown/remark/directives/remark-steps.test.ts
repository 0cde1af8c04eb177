import { describe, expect, it } from 'vitest'
import { compileWith, elements } from '../../../../../test/support/markdown-plugins.ts'
import { remarkSteps } from './remark-steps.ts'

const compile = compileWith(remarkSteps)

describe('remarkSteps', () => {
  it('turns ::::steps into <steps> keeping each step heading', async () => {
    const { tree, messages } = await compile('::::steps\n### 安装\nnpm i\n\n### 配置\nedit\n::::')
    const [steps] = elements(tree, 'steps')
    expect(steps).toBeDefined()
    const headings = steps!.children.filter((c) => c.type === 'element' && c.tagName === 'h3')
    expect(headings).toHaveLength(2)
    expect(messages).toHaveLength(0)
  })

  it('reports steps without any heading at the directive line', async () => {
    const { tree, messages } = await compile('Intro\n\n::::steps\nJust text\n::::')
    expect(elements(tree, 'steps')).toHaveLength(1)
    expect(messages).toHaveLength(1)
    expect(messages[0]!.reason).toContain('Steps need a heading')
    expect(messages[0]!.line).toBe(3)
  })
})
