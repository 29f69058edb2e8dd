package androidx.dynamicanimation.animation

class SpringForce(finalPosition: Float) {
    fun setStiffness(stiffness: Float): SpringForce = this
    fun setDampingRatio(dampingRatio: Float): SpringForce = this
}
