// An OData error answer (OData JSON Format 4.01 §21): {"error": {"code", "message", "target", "details"}}.

export class ODataError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly target?: string,
  ) {
    super(message)
    this.name = 'ODataError'
  }

  get body() {
    return {
      error: {
        code: String(this.status * 100),
        message: this.message,
        ...(this.target
          ? {
              target: this.target,
              details: [{ code: String(this.status * 100), target: this.target, message: this.message }],
            }
          : {}),
      },
    }
  }
}
