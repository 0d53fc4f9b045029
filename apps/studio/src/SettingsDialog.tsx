import { useState } from 'react'
import { Dialog } from './Dialog.tsx'
import { createApi, describeError } from './api.ts'
import { connectedText } from './capabilities.ts'
import { checkBaseUrl, checkSignPath, DEFAULT_SETTINGS, type ApiSettings } from './settings.ts'

export interface SettingsDialogProps {
  settings: ApiSettings
  onSave(settings: ApiSettings): void
  onCancel(): void
}

type Test = { status: 'idle' | 'testing' } | { status: 'ok' | 'error'; message: string }

/** "Settings": the API base URL and key, with "Test connection" (GET /capabilities). */
export function SettingsDialog({ settings, onSave, onCancel }: SettingsDialogProps) {
  const [baseUrl, setBaseUrl] = useState(settings.baseUrl)
  const [apiKey, setApiKey] = useState(settings.apiKey)
  const [signPath, setSignPath] = useState(settings.signPath)
  const [test, setTest] = useState<Test>({ status: 'idle' })
  const checked = checkBaseUrl(baseUrl)

  async function testConnection() {
    if (!checked.ok) return setTest({ status: 'error', message: checked.message })
    setTest({ status: 'testing' })
    try {
      const capabilities = await createApi({
        baseUrl: checked.url,
        apiKey,
      }).client.getCapabilities()
      setTest({ status: 'ok', message: connectedText(capabilities) })
    } catch (error) {
      setTest({ status: 'error', message: `Connection failed: ${describeError(error)}` })
    }
  }

  return (
    <Dialog
      title="Settings"
      className="studio__settings"
      onSubmit={() => {
        if (!checked.ok) return setTest({ status: 'error', message: checked.message })
        const sign = checkSignPath(signPath)
        if (!sign.ok) return setTest({ status: 'error', message: sign.message })
        onSave({ baseUrl: checked.url, apiKey, signPath: sign.path })
      }}
      onCancel={onCancel}
    >
      <label>
        API base URL
        <input
          type="url"
          value={baseUrl}
          spellCheck={false}
          onChange={(e) => {
            setBaseUrl(e.target.value)
            setTest({ status: 'idle' })
          }}
        />
      </label>
      <label>
        API key
        <input
          type="password"
          value={apiKey}
          autoComplete="off"
          onChange={(e) => {
            setApiKey(e.target.value)
            setTest({ status: 'idle' })
          }}
        />
      </label>
      <p className="studio__hint">Kept in this tab only (sessionStorage).</p>
      <label>
        Upload sign path
        <input
          type="text"
          value={signPath}
          spellCheck={false}
          onChange={(e) => {
            setSignPath(e.target.value)
            setTest({ status: 'idle' })
          }}
        />
      </label>
      <p className="studio__hint">
        Uploads are signed there with OssSignReq, then PUT to the URL it answers.
      </p>
      <div className="studio__test">
        <button
          type="button"
          disabled={test.status === 'testing'}
          onClick={() => void testConnection()}
        >
          Test connection
        </button>
        {test.status === 'testing' && <span role="status">Testing…</span>}
        {test.status === 'ok' && (
          <span role="status" className="studio__ok">
            {test.message}
          </span>
        )}
        {test.status === 'error' && (
          <span role="alert" className="studio__error">
            {test.message}
          </span>
        )}
      </div>
      <div className="studio__dialog-actions">
        <button
          type="button"
          onClick={() => {
            setBaseUrl(DEFAULT_SETTINGS.baseUrl)
            setApiKey(DEFAULT_SETTINGS.apiKey)
            setSignPath(DEFAULT_SETTINGS.signPath)
            setTest({ status: 'idle' })
          }}
        >
          Use the default
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="studio__primary">
          Save
        </button>
      </div>
    </Dialog>
  )
}
